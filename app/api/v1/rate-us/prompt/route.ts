import { apiRoute } from '@/server/api/handler';
import { rateUsPromptContract } from '@/lib/api/feedback-contracts';
import { localeInfo } from '@/i18n/locales';
import { RATE_US_QUIET_DAYS } from '@/lib/feedback';
import { readSession } from '@/server/auth/session';
import { getRateUs } from '@/server/content';
import { rateUsPromptFor } from '@/server/feedback/rate-us';

export const GET = apiRoute(rateUsPromptContract, async ({ request, query }) => {
  const [session, content] = await Promise.all([
    readSession(request),
    getRateUs(localeInfo(query.locale).contentLocale),
  ]);
  const afterDays = content.storeRatingAfterDays;
  return {
    body: {
      due: session ? await rateUsPromptFor(session.user.id, afterDays) : false,
      afterDays,
      quietDays: RATE_US_QUIET_DAYS,
    },
  };
});
