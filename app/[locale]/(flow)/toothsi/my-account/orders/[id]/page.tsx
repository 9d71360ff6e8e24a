import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { OrderPage } from '@/components/checkout/order-page';
import { OrderDetail } from '@/components/checkout/orders';

type Params = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return privatePageMetadata((await params).locale, '/toothsi/my-account/orders', 'order');
}

/** Rendered per request with the customer's order, read next to the session. */
export default async function Page({ params }: Params) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  return (
    <OrderPage locale={locale} path={`/toothsi/my-account/orders/${id}`} id={id}>
      {(props) => <OrderDetail {...props} />}
    </OrderPage>
  );
}
