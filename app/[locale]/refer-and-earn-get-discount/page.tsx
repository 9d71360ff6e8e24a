import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { localizedAlternates } from '@/i18n/metadata';
import { REFERRAL_PAGE_PATH } from '@/lib/referral-rules';
import { ReferralPage } from '@/components/rewards/referral-page';
import { StaysSignedIn } from '@/components/account/require-sign-in';
import { toAccountUser } from '@/server/users';
import { requirePageSession } from '@/server/page-session';
import { referralOverview } from '@/server/rewards/referrals';
import { referralShare } from '@/server/rewards/share';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'referral' });
  return {
    title: t('title'),
    alternates: localizedAlternates(REFERRAL_PAGE_PATH, locale),
    robots: { index: false, follow: false },
  };
}

/** Refer and earn: rendered per request for the signed-in customer, their code and referrals read next to the session. */
export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user } = await requirePageSession(locale, REFERRAL_PAGE_PATH);
  const overview = await referralOverview(user.id, localeInfo(locale).country);
  // The session the page was rendered for seeds the header's; one that ends while the page is open goes to sign in.
  return (
    <>
      <StaysSignedIn user={toAccountUser(user)} />
      <ReferralPage overview={overview} share={await referralShare(overview.code, locale)} locale={locale} />
    </>
  );
}
