import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { CheckoutPage } from '@/components/checkout/checkout-page';
import { OrdersList } from '@/components/checkout/orders';
import { ORDERS_PATH } from '@/lib/api/paths';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return privatePageMetadata((await params).locale, '/my-account/orders', 'orders');
}

export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <CheckoutPage reads={[ORDERS_PATH]}>
      <OrdersList />
    </CheckoutPage>
  );
}
