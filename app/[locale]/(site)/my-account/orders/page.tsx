import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { CheckoutPage } from '@/components/checkout/checkout-page';
import { OrdersList } from '@/components/checkout/orders-list';
import type { Order } from '@/lib/api/commerce-contracts';
import { listOrders } from '@/server/commerce/orders';
import { requirePageSession } from '@/server/page-session';
import { toAccountUser } from '@/server/users';
import { personalPage } from '@/server/personal-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return privatePageMetadata((await params).locale, '/my-account/orders', 'orders');
}

/**
 * Rendered per request for the signed-in customer, with the orders in the HTML: a list read through an island
 * painted only after ~160 KB of script (Lighthouse LCP 2.5 s). The check of the session sits here, next to the read.
 */
export default personalPage(async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user } = await requirePageSession(locale, '/my-account/orders');
  const orders = await listOrders(user.id).catch((error: unknown): Order[] | null => {
    console.error('my orders: could not read the orders', error);
    return null;
  });
  return (
    <CheckoutPage>
      <OrdersList user={toAccountUser(user)} orders={orders} />
    </CheckoutPage>
  );
});
