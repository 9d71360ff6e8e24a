import { apiRoute } from '@/server/api/handler';
import { applyReferralContract } from '@/lib/api/rewards-contracts';
import { normaliseReferralCode } from '@/lib/referral-rules';
import { AppError } from '@/server/errors';
import { cartAnswer } from '@/server/commerce/cart-api';
import { setReferralCode } from '@/server/rewards/cart-rewards';

/** The code is kept on the cart; the answer's `referral` says whether it applies, or why not (own code, not a first order…). */
export const POST = apiRoute(applyReferralContract, async ({ request, query, body }) => {
  const code = normaliseReferralCode(body.code);
  if (!code)
    throw new AppError('VALIDATION_FAILED', 'Some fields are not valid.', [
      { path: 'body.code', message: 'A referral code has letters and digits only.', code: 'invalidField' },
    ]);
  return cartAnswer(request, query, (cart) => setReferralCode(cart, code));
});
