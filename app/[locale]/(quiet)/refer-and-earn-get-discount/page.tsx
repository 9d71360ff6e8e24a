import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { localizedAlternates } from '@/i18n/metadata';
import { REFERRAL_PAGE_PATH } from '@/lib/referral-rules';
import { ReferralPage } from '@/components/rewards/referral-page';
import { referralAmounts } from '@/server/rewards/referrals';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'referral' });
  return { title: t('title'), alternates: localizedAlternates(REFERRAL_PAGE_PATH, locale) };
}

/**
 * Refer and earn: public and static in every locale (the spec asks sign-in only for addresses, smile-tracker settings
 * and logout); the customer's code and referrals come in the page's island once they are signed in.
 */
export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ReferralPage amounts={referralAmounts(localeInfo(locale).country)} locale={locale} />;
}
