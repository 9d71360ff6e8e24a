import { apiRoute } from '@/server/api/handler';
import { applyCouponContract, removeCouponContract, type CartSummary } from '@/lib/api/commerce-contracts';
import { cartAnswer } from '@/server/commerce/cart-api';
import { setCoupon, summarize } from '@/server/commerce/cart';

/**
 * The code is tried on the cart and kept when it applies; its answer says applied, or refused and why. A refused
 * code is reported once and not kept, so it never blocks checkout silently. One pass on one cart: a first-time
 * visitor's call makes one guest cart, not a second one for the clean-up.
 */
export const POST = apiRoute(applyCouponContract, async ({ request, query, body }) => {
  const verdict: { refused: CartSummary['coupon'] } = { refused: null };
  const answer = await cartAnswer(request, query, async (cart, owner) => {
    const trial = await summarize({ ...cart, couponCode: body.code }, query, owner.userId);
    if (trial.coupon && !trial.coupon.applied) verdict.refused = trial.coupon;
    await setCoupon(cart, verdict.refused ? null : body.code);
  });
  return verdict.refused ? { ...answer, body: { cart: { ...answer.body.cart, coupon: verdict.refused } } } : answer;
});

export const DELETE = apiRoute(removeCouponContract, async ({ request, query }) =>
  cartAnswer(request, query, (cart) => setCoupon(cart, null)),
);
