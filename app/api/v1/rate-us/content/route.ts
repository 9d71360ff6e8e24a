import { createTranslator } from 'next-intl';
import { apiRoute } from '@/server/api/handler';
import { rateUsContentContract } from '@/lib/api/feedback-contracts';
import { localeInfo, type Locale } from '@/i18n/locales';
import { loadNamespace } from '@/i18n/messages';
import type rateUsCatalogue from '@/messages/en/rateUs.json';
import { rateUsContent } from '@/server/feedback/rate-us';

export const GET = apiRoute(rateUsContentContract, async ({ query }) => {
  const locale = query.locale as Locale;
  const rateUs = await loadNamespace<typeof rateUsCatalogue>(localeInfo(locale).language, 'rateUs');
  const t = createTranslator({ locale, messages: { rateUs }, namespace: 'rateUs.copy' });
  return {
    body: { content: await rateUsContent(locale, (key) => t(key)) },
    headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' },
  };
});
