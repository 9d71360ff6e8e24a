import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '../../i18n/locales';
import { privatePageMetadata } from '../../i18n/page-metadata';
import { CheckoutPage } from './checkout-page';
import { PaymentStatus } from './payment-status';

type Params = { params: Promise<{ locale: Locale; id?: string }> };

/**
 * The page module of every payment-status route of spec §2 (success, pending, status and retry, with or without an
 * order id, on both lines): private metadata for its path and a static shell around the status island, which reads
 * the order. Routes with `[id]` render no id ahead of time: one shell is made on first request and cached.
 */
export function paymentStatusRoute(path: string) {
  return {
    generateStaticParams: (): Array<{ id: string }> => [],
    async generateMetadata({ params }: Params): Promise<Metadata> {
      return privatePageMetadata((await params).locale, path, 'paymentStatus');
    },
    async Page({ params }: Params) {
      setRequestLocale((await params).locale);
      return (
        <CheckoutPage>
          <PaymentStatus />
        </CheckoutPage>
      );
    },
  };
}
