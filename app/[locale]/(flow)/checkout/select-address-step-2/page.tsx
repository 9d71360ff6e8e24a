import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { CheckoutPage } from '@/components/checkout/checkout-page';
import { Review } from '@/components/checkout/review';
import { PageData } from '@/components/page-data';
import { queryKeys } from '@/client/query-keys';
import { pageCart } from '@/server/commerce/page-cart';
import { requirePageSession } from '@/server/page-session';
import { toAccountUser } from '@/server/users';
import { personalPage } from '@/server/personal-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return privatePageMetadata((await params).locale, '/checkout/select-address-step-2', 'checkoutReview');
}

/** Rendered per request with the customer's cart, read next to the session. */
export default personalPage(async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user } = await requirePageSession(locale, '/checkout/select-address-step-2');
  const cart = await pageCart(locale, { userId: user.id, guestToken: null }).catch((error: unknown) => {
    console.error('checkout review: could not read the cart', error);
    return undefined;
  });
  return (
    <CheckoutPage>
      <PageData queries={[[queryKeys.cart(locale), cart]]}>
        <Review user={toAccountUser(user)} />
      </PageData>
    </CheckoutPage>
  );
});
