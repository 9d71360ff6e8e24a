import { apiRoute } from '@/server/api/handler';
import { logoutContract } from '@/lib/api/account-contracts';
import { clearSessionCookie, revokeSession } from '@/server/auth/session';
import { cartCookies } from '@/server/commerce/cart';
import { COUNTRY_CODES } from '@/i18n/locales';

/** Signs out. The cart stays with the account; this browser's badges (one per market) go back to empty. */
export const POST = apiRoute(logoutContract, async ({ request }) => {
  await revokeSession(request);
  const bag = cartCookies(request, { counts: Object.fromEntries(COUNTRY_CODES.map((c) => [c, 0])) });
  return {
    body: { ok: true as const },
    cookies: (response) => {
      clearSessionCookie(response);
      bag(response);
    },
  };
});
