import { apiRoute } from '@/server/api/handler';
import { referralAmountsContract } from '@/lib/api/rewards-contracts';
import { referralAmounts } from '@/server/rewards/referrals';

export const GET = apiRoute(referralAmountsContract, async ({ query }) => ({
  body: { amounts: referralAmounts(query.country) },
}));
