import { apiRoute } from '@/server/api/handler';
import { myReferralContract } from '@/lib/api/rewards-contracts';
import { requireSession } from '@/server/auth/session';
import { referralOverview } from '@/server/rewards/referrals';

export const GET = apiRoute(myReferralContract, async ({ request, query }) => {
  const { user } = await requireSession(request);
  const { code, amounts, totals } = await referralOverview(user.id, query.country);
  return { body: { code, amounts, totals } };
});
