import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { CheckoutPage } from '@/components/checkout/checkout-page';
import { Bag, type BagStart } from '@/components/checkout/bag';
import { listAddresses } from '@/server/addresses';
import { cartOwnerOf, findCart, summarize } from '@/server/commerce/cart';
import { pageSession } from '@/server/page-session';
import { marketOf } from '@/lib/api/paths';
import type { CookieReader, SessionContext } from '@/server/auth/session';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return privatePageMetadata((await params).locale, '/checkout/select-address', 'cart');
}

/**
 * The bag, for guests and customers alike, rendered per request with the visitor's cart in the HTML (as the cart
 * endpoint would answer it), so it paints before its script arrives. Changes go through the cart API.
 */
export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Outside the catch below: reading the cookies is what makes the page dynamic, which Next signals by throwing.
  const { cookies, session } = await pageSession();
  const start = await readBag(locale, cookies, session).catch((error: unknown) => {
    // The island reads the cart itself then, and shows what went wrong if that fails too.
    console.error('bag: could not read the cart', error);
    return undefined;
  });
  return (
    <CheckoutPage>
      <Bag initial={start} />
    </CheckoutPage>
  );
}

async function readBag(locale: Locale, cookies: CookieReader, session: SessionContext | null): Promise<BagStart> {
  const userId = session?.user.id ?? null;
  const [cart, addresses] = await Promise.all([
    findCart(cartOwnerOf(cookies, session)).then((row) => summarize(row, marketOf(locale), userId)),
    userId ? listAddresses(userId) : null,
  ]);
  return { cart, signedIn: session !== null, addresses };
}
