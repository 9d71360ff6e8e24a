import { apiRoute } from '@/server/api/handler';
import { logoutContract } from '@/lib/api/account-contracts';
import { clearSessionCookie, revokeSession } from '@/server/auth/session';

export const POST = apiRoute(logoutContract, async ({ request }) => {
  await revokeSession(request);
  return { body: { ok: true as const }, cookies: clearSessionCookie };
});
