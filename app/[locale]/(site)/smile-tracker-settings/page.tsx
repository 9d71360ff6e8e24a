import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { AccountPage } from '@/components/account/account-page';
import { SmileTrackerForm } from '@/components/account/smile-tracker-form';
import { PageData } from '@/components/page-data';
import { queryKeys } from '@/client/query-keys';
import { requirePageSession } from '@/server/page-session';
import { getSmileTracker } from '@/server/smile-tracker';
import { toAccountUser } from '@/server/users';
import { personalPage } from '@/server/personal-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return privatePageMetadata((await params).locale, '/smile-tracker-settings', 'smileTracker');
}

/** Rendered per request with the customer's settings, read next to the session. */
export default personalPage(async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user } = await requirePageSession(locale, '/smile-tracker-settings');
  const tracker = await getSmileTracker(user.id).catch((error: unknown) => {
    console.error('smile tracker: could not read the settings', error);
    return undefined;
  });
  return (
    <AccountPage>
      <PageData queries={[[queryKeys.smileTracker, tracker?.settings]]}>
        <SmileTrackerForm user={toAccountUser(user)} />
      </PageData>
    </AccountPage>
  );
});
