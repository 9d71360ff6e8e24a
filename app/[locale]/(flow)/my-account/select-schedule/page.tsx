import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Country, type Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { CheckoutPage } from '@/components/checkout/checkout-page';
import { SelectSchedule, type Schedule } from '@/components/checkout/schedule';
import { PageData } from '@/components/page-data';
import { queryKeys } from '@/client/query-keys';
import type { ApiError } from '@/client/api-errors';
import { scheduleOfCart } from '@/server/commerce/booking';
import { pageCart } from '@/server/commerce/page-cart';
import { AppError } from '@/server/errors';
import { requirePageSession } from '@/server/page-session';
import { toAccountUser } from '@/server/users';
import { personalPage } from '@/server/personal-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return privatePageMetadata((await params).locale, '/my-account/select-schedule', 'schedule');
}

/** Rendered per request with the customer's cart and the free times of its scan's place, read next to the session. */
export default personalPage(async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user } = await requirePageSession(locale, '/my-account/select-schedule');
  const [cart, schedule] = await Promise.all([
    pageCart(locale, { userId: user.id, guestToken: null }).catch((error: unknown) => {
      console.error('schedule: could not read the cart', error);
      return undefined;
    }),
    readSchedule(user.id, localeInfo(locale).country),
  ]);
  return (
    <CheckoutPage>
      <PageData
        queries={[
          [queryKeys.cart(locale), cart],
          [queryKeys.slots, schedule.schedule],
        ]}
      >
        <SelectSchedule user={toAccountUser(user)} refusal={schedule.refusal} />
      </PageData>
    </CheckoutPage>
  );
});

/** The schedule, or why the cart has none yet (422 of the slots endpoint); neither when the read failed. */
async function readSchedule(
  userId: string,
  country: Country,
): Promise<{ schedule?: Schedule; refusal: ApiError | null }> {
  try {
    // The page's market's cart: a cart filled in another market offers its centre and times only there.
    return { schedule: await scheduleOfCart(userId, country), refusal: null };
  } catch (error) {
    if (error instanceof AppError && error.status === 422)
      return {
        refusal: { code: error.code, message: error.message, status: error.status, fields: error.fields ?? [] },
      };
    console.error('schedule: could not read the free times', error);
    return { refusal: null };
  }
}
