import 'server-only';
import { createTranslator } from 'next-intl';
import { localeInfo, type Locale } from '@/i18n/locales';
import { localizedHref } from '@/i18n/navigation';
import { siteOrigin } from '@/i18n/metadata';
import { loadNamespace } from '@/i18n/messages';
import type { ReferralShare } from '@/lib/api/rewards-contracts';
import { formatMoney, money } from '@/lib/money';
import { REFERRAL_RULES, referralLinkPath } from '@/lib/referral-rules';
import type referralCatalogue from '@/messages/en/referral.json';

/**
 * A referrer's share links in a locale: the link (the invitation page with `referralcode`, in the referrer's page
 * language), the invitation text, and WhatsApp and SMS links that open with it written.
 */
export async function referralShare(code: string, locale: Locale): Promise<ReferralShare> {
  const info = localeInfo(locale);
  const referral = await loadNamespace<typeof referralCatalogue>(info.language, 'referral');
  const t = createTranslator({ locale, messages: { referral }, namespace: 'referral' });
  const link = `${siteOrigin()}${localizedHref(referralLinkPath(code), locale)}`;
  const amount = formatMoney(money(REFERRAL_RULES[info.country].friendDiscountMinor, info.currency), locale);
  const text = t('shareText', { amount, link });
  return {
    code,
    link,
    text,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(text)}`,
    sms: `sms:?&body=${encodeURIComponent(text)}`,
  };
}
