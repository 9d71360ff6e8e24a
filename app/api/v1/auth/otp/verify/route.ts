import { apiRoute } from '@/server/api/handler';
import { verifyOtpContract } from '@/lib/api/account-contracts';
import { verifyOtp } from '@/server/auth/otp';
import { setSessionCookie, startSession } from '@/server/auth/session';
import { cartCookies, cartCount, guestTokenFrom, mergeGuestCart } from '@/server/commerce/cart';
import { getAccountUser } from '@/server/users';

/** Signs in; the guest's cart joins the customer's cart and the guest cart cookie is cleared. */
export const POST = apiRoute(verifyOtpContract, async ({ body, request }) => {
  const { userId, isNew } = await verifyOtp(body);
  const { token, expiresAt } = await startSession(request, userId);
  const guestToken = guestTokenFrom(request);
  await mergeGuestCart(guestToken, userId);
  const count = await cartCount({ userId, guestToken: null });
  const bag = cartCookies(request, { clearGuest: guestToken !== null, count });
  return {
    body: { user: await getAccountUser(userId), isNew },
    cookies: (response) => {
      setSessionCookie(response, request, token, expiresAt);
      bag(response);
    },
  };
});
