import { apiRoute } from '@/server/api/handler';
import { verifyOtpContract } from '@/lib/api/account-contracts';
import { verifyOtp } from '@/server/auth/otp';
import { setSessionCookie, startSession } from '@/server/auth/session';
import { cartCookies, cartCounts, guestTokenFrom, mergeGuestCart } from '@/server/commerce/cart';
import { getAccountUser } from '@/server/users';

/** Signs in; each of the guest's carts joins the customer's cart of its market and the guest cart cookie is cleared. */
export const POST = apiRoute(verifyOtpContract, async ({ body, request }) => {
  const { userId, isNew } = await verifyOtp(body);
  const { token, expiresAt } = await startSession(request, userId);
  const guestToken = guestTokenFrom(request);
  await mergeGuestCart(guestToken, userId);
  // Every market's badge: the customer's carts are one per market.
  const counts = await cartCounts({ userId, guestToken: null });
  const bag = cartCookies(request, { clearGuest: guestToken !== null, counts });
  return {
    body: { user: await getAccountUser(userId), isNew },
    cookies: (response) => {
      setSessionCookie(response, request, token, expiresAt);
      bag(response);
    },
  };
});
