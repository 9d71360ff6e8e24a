import { apiRoute } from '@/server/api/handler';
import { referralTransactionsContract } from '@/lib/api/rewards-contracts';
import type { Country } from '@/i18n/locales';
import { requireSession } from '@/server/auth/session';
import { referralOverview } from '@/server/rewards/referrals';

export const GET = apiRoute(referralTransactionsContract, async ({ request }) => {
  const { user } = await requireSession(request);
  const { transactions, totals } = await referralOverview(user.id, user.country as Country);
  return { body: { transactions, totals } };
});
