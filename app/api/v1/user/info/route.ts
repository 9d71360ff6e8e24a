import { apiRoute } from '@/server/api/handler';
import { userInfoContract } from '@/lib/api/account-contracts';
import { requireSession } from '@/server/auth/session';
import { toAccountUser } from '@/server/users';

export const GET = apiRoute(userInfoContract, async ({ request }) => {
  const { user } = await requireSession(request);
  return { body: { user: toAccountUser(user) } };
});
