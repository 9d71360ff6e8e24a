import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { AccountPage } from '@/components/account/account-page';
import { MyAccount } from '@/components/account/my-account';
import { getSiteConfig } from '@/server/content';
import { PageData } from '@/components/page-data';
import { queryKeys } from '@/client/query-keys';
import { listAssessments, type AssessmentView } from '@/server/assessments';
import { trialStatus } from '@/server/skin/trial';
import { bookingCities } from '@/server/commerce/booking';
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
  const { contentLocale, country } = localeInfo(locale);
  const [site, assessments, cities, trial] = await Promise.all([
    getSiteConfig(contentLocale),
    listAssessments(user.id).catch((error: unknown): AssessmentView[] | null => {
      console.error('my account: could not read the consultations', error);
      return null;
    }),
    // For the scan booking, shown at the first stage only; its island reads them itself if this read fails.
    user.journeyStage === 'initial'
      ? bookingCities(country).catch((error: unknown) => {
          console.error('my account: could not read the booking cities', error);
          return undefined;
        })
      : undefined,
    // A failed read leaves the trial card out; the laser page shows the trial and claims it anyway.
    trialStatus(user.id, country).catch((error: unknown) => {
      console.error('my account: could not read the laser trial', error);
      return null;
    }),
  ]);
  const ctas = { initialCTA: site.initialCTA, scanBookedOrIKOrderedCTA: site.scanBookedOrIKOrderedCTA, alignersDispatchedCTA: site.alignersDispatchedCTA };
  return (
    <AccountPage>
      <PageData queries={[[queryKeys.bookingCities(country), cities]]}>
        <MyAccount user={toAccountUser(user)} ctas={ctas} assessments={assessments} trial={trial} locale={locale} />
      </PageData>
    </AccountPage>
  );
}
