import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { localizedAlternates } from '@/i18n/metadata';
import { REFERRAL_INVITE_PATH } from '@/lib/referral-rules';
import { InvitePage } from '@/components/rewards/invite-page';
import { referralAmounts } from '@/server/rewards/referrals';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'referral' });
  // One page for every code (the greeting is the island's): not worth indexing.
  return {
    title: t('inviteTitle'),
    alternates: localizedAlternates(REFERRAL_INVITE_PATH, locale),
    robots: { index: false, follow: true },
  };
}

/** The landing page of referral links: static in every locale, the market's amounts from lib/referral-rules.ts. */
export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <InvitePage amounts={referralAmounts(localeInfo(locale).country)} locale={locale} />;
}
