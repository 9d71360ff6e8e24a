import { apiRoute } from '@/server/api/handler';
import { sessionContract } from '@/lib/api/account-contracts';
import { readSession } from '@/server/auth/session';
import { toAccountUser } from '@/server/users';

/** The header asks this on every page: a visitor is a normal answer here, not an error. */
export const GET = apiRoute(sessionContract, async ({ request }) => {
  const session = await readSession(request);
  return { body: { user: session ? toAccountUser(session.user) : null } };
});
