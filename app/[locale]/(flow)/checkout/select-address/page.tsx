import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { CheckoutPage } from '@/components/checkout/checkout-page';
import { Bag } from '@/components/checkout/bag';
import { PageData } from '@/components/page-data';
import { queryKeys } from '@/client/query-keys';
import { listAddresses } from '@/server/addresses';
import { cartOwnerOf } from '@/server/commerce/cart';
import { pageCart } from '@/server/commerce/page-cart';
import { pageSession } from '@/server/page-session';
import { toAccountUser } from '@/server/users';
import type { CookieReader, SessionContext } from '@/server/auth/session';
import { personalPage } from '@/server/personal-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return privatePageMetadata((await params).locale, '/checkout/select-address', 'cart');
}

/**
 * The bag, for guests and customers alike, rendered per request with the visitor's cart and addresses in the HTML
 * (as the cart endpoint would answer them), so it paints before its script arrives. Changes go through the cart API.
 */
export default personalPage(async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Outside the catch below: reading the cookies is what makes the page dynamic, which Next signals by throwing.
  const { cookies, session } = await pageSession();
  const [cart, addresses] = await readBag(locale, cookies, session).catch((error: unknown) => {
    // The island reads them itself then, and shows what went wrong if that fails too.
    console.error('bag: could not read the cart', error);
    return [undefined, undefined];
  });
  return (
    <CheckoutPage>
      <PageData
        queries={[
          [queryKeys.cart(locale), cart],
          [queryKeys.addresses, addresses],
        ]}
      >
        <Bag user={session ? toAccountUser(session.user) : null} />
      </PageData>
    </CheckoutPage>
  );
});

function readBag(locale: Locale, cookies: CookieReader, session: SessionContext | null) {
  const userId = session?.user.id ?? null;
  return Promise.all([pageCart(locale, cartOwnerOf(cookies, session)), userId ? listAddresses(userId) : undefined]);
}
