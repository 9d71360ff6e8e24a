import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { AccountPage } from '@/components/account/account-page';
import { MyAccount } from '@/components/account/my-account';
import { getSiteConfig } from '@/server/content';
import { listAssessments, type AssessmentView } from '@/server/assessments';
import { requirePageSession } from '@/server/page-session';
import { toAccountUser } from '@/server/users';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return privatePageMetadata((await params).locale, '/my-account', 'myAccount');
}

/** Rendered per request for the signed-in customer, with their stage and consultations read next to the session. */
export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user } = await requirePageSession(locale, '/my-account');
  const [site, assessments] = await Promise.all([
    getSiteConfig(localeInfo(locale).contentLocale),
    listAssessments(user.id).catch((error: unknown): AssessmentView[] | null => {
      console.error('my account: could not read the consultations', error);
      return null;
    }),
  ]);
  const ctas = { initialCTA: site.initialCTA, scanBookedOrIKOrderedCTA: site.scanBookedOrIKOrderedCTA, alignersDispatchedCTA: site.alignersDispatchedCTA };
  return (
    <AccountPage>
      <MyAccount user={toAccountUser(user)} ctas={ctas} assessments={assessments} locale={locale} />
    </AccountPage>
  );
}
