import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { AccountPage } from '@/components/account/account-page';
import { MyAccount } from '@/components/account/my-account';
import { getSiteConfig } from '@/server/content';
import type { Order } from '@/lib/api/commerce-contracts';
import { listAssessments, type AssessmentView } from '@/server/assessments';
import { trialStatus } from '@/server/skin/trial';
import { listOrders } from '@/server/commerce/orders';
import { pageSession } from '@/server/page-session';
import { AccountLanding } from '@/components/account/account-landing';
import { toAccountUser } from '@/server/users';
import { personalPage } from '@/server/personal-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return privatePageMetadata((await params).locale, '/my-account', 'myAccount');
}

/**
 * Rendered per request: for the signed-in customer, their stage, orders (where the call to action leads) and
 * consultations read next to the session; for a visitor, what an account holds and a sign-in button.
 */
export default personalPage(async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { session } = await pageSession();
  // A visitor sees what the account holds and a sign-in button (the spec does not ask sign-in for this page).
  if (!session)
    return (
      <AccountPage>
        <AccountLanding locale={locale} />
      </AccountPage>
    );
  const { user } = session;
  const { contentLocale, country } = localeInfo(locale);
  const [site, orders, assessments, trial] = await Promise.all([
    getSiteConfig(contentLocale),
    // A failed read leads the call to action by the stage alone (the booking flow, or my orders' list of them).
    listOrders(user.id).catch((error: unknown): Order[] | null => {
      console.error('my account: could not read the orders', error);
      return null;
    }),
    listAssessments(user.id).catch((error: unknown): AssessmentView[] | null => {
      console.error('my account: could not read the consultations', error);
      return null;
    }),
    // A failed read leaves the trial card out; the laser page shows the trial and claims it anyway.
    trialStatus(user.id, country).catch((error: unknown) => {
      console.error('my account: could not read the laser trial', error);
      return null;
    }),
  ]);
  const ctas = {
    initialCTA: site.initialCTA,
    scanBookedOrIKOrderedCTA: site.scanBookedOrIKOrderedCTA,
    alignersDispatchedCTA: site.alignersDispatchedCTA,
  };
  return (
    <AccountPage>
      <MyAccount
        user={toAccountUser(user)}
        ctas={ctas}
        orders={orders}
        assessments={assessments}
        trial={trial}
        locale={locale}
      />
    </AccountPage>
  );
});
