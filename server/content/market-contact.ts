import 'server-only';
import type { ContentLocale, Country, LocaleInfo } from '../../i18n/locales';
import { getContactUs } from './index';
import type { ContactUs } from './schemas';

/**
 * The content locale whose contact-us record holds each market's own phone, WhatsApp and email (architecture §4:
 * the market decides numbers, the content locale only words). `uae-en` reads its words from `en`, India's record,
 * so its numbers must come from the UAE's (`ar`).
 */
const MARKET_CONTACT_LOCALE: Readonly<Record<Country, ContentLocale>> = { IN: 'en', AE: 'ar', SA: 'en-SA', QA: 'en-QA', BH: 'en-BH' };

/** Contact-us content in the page's words with the market's own support numbers, email and hours. */
export async function getMarketContactUs(info: LocaleInfo): Promise<ContactUs> {
  const [words, market] = await Promise.all([getContactUs(info.contentLocale), getContactUs(MARKET_CONTACT_LOCALE[info.country])]);
  const { email, phone, whatsapp, startTime, endTime } = market.customerSupport;
  return { ...words, customerSupport: { ...words.customerSupport, email, phone, whatsapp, startTime, endTime } };
}
