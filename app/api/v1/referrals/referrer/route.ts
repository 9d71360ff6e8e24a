import { apiRoute } from '@/server/api/handler';
import { referrerNameContract } from '@/lib/api/rewards-contracts';
import { normaliseReferralCode } from '@/lib/referral-rules';
import { AppError } from '@/server/errors';
import { referrerName } from '@/server/rewards/referrals';

/** Public: the invitation page greets a friend with the referrer's first name, and nothing else of theirs. */
export const GET = apiRoute(referrerNameContract, async ({ query }) => {
  const code = normaliseReferralCode(query.code);
  if (!code) throw new AppError('NOT_FOUND', 'No customer has this referral code.');
  return { body: await referrerName(code), headers: { 'Cache-Control': 'private, max-age=300' } };
});
