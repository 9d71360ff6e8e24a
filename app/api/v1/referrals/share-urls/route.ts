import { apiRoute } from '@/server/api/handler';
import { referralShareContract } from '@/lib/api/rewards-contracts';
import type { Locale } from '@/i18n/locales';
import { requireSession } from '@/server/auth/session';
import { referralCodeOf } from '@/server/rewards/referrals';
import { referralShare } from '@/server/rewards/share';

export const GET = apiRoute(referralShareContract, async ({ request, query }) => {
  const { user } = await requireSession(request);
  return { body: { share: await referralShare(await referralCodeOf(user.id), query.locale as Locale) } };
});
