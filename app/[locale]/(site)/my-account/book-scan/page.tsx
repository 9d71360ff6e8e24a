import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { AccountPage } from '@/components/account/account-page';
import { BookScanPage } from '@/components/account/book-scan-page';
import { PageData } from '@/components/page-data';
import { queryKeys } from '@/client/query-keys';
import { bookingCities } from '@/server/commerce/booking';
import { pageSession } from '@/server/page-session';
import { toAccountUser } from '@/server/users';
import { BOOK_SCAN_PATH } from '@/lib/journey';
import { personalPage } from '@/server/personal-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return privatePageMetadata((await params).locale, BOOK_SCAN_PATH, 'bookScan');
}

/**
 * The start of booking a free 3D scan (the account's call to action at the first stage, and every "Book a scan"
 * button): the market's cities read next to the session, so the city list paints from the HTML. A visitor books the
 * same way, seeing the free times, and signs in at the bag to confirm (lib/auth-rules.ts SIGN_IN_LATER).
 */
export default personalPage(async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { session } = await pageSession();
  const { country } = localeInfo(locale);
  // Its island reads them itself if this read fails.
  const cities = await bookingCities(country).catch((error: unknown) => {
    console.error('book a scan: could not read the booking cities', error);
    return undefined;
  });
  return (
    <AccountPage>
      <PageData queries={[[queryKeys.bookingCities(country), cities]]}>
        <BookScanPage user={session ? toAccountUser(session.user) : null} locale={locale} />
      </PageData>
    </AccountPage>
  );
});
