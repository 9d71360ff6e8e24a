import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { CheckoutPage } from '@/components/checkout/checkout-page';
import { PaymentStatus } from '@/components/checkout/payment-status';

type Params = { params: Promise<{ locale: Locale; id: string }> };

/** One static shell for every id, made on first request and cached; the island reads the id and the order. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return privatePageMetadata((await params).locale, '/toothsi/checkout/payment/pending', 'paymentStatus');
}

export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <CheckoutPage>
      <PaymentStatus />
    </CheckoutPage>
  );
}
