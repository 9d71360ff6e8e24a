import { apiRoute } from '@/server/api/handler';
import { logoutContract } from '@/lib/api/account-contracts';
import { clearSessionCookie, revokeSession } from '@/server/auth/session';
import { cartCookies } from '@/server/commerce/cart';

/** Signs out. The cart stays with the account; this browser's badge goes back to empty. */
export const POST = apiRoute(logoutContract, async ({ request }) => {
  await revokeSession(request);
  const bag = cartCookies(request, { count: 0 });
  return {
    body: { ok: true as const },
    cookies: (response) => {
      clearSessionCookie(response);
      bag(response);
    },
  };
});
