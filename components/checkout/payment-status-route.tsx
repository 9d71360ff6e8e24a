import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { BackGoesHome } from '@/components/shell/native-frame';
import { OrderPage } from './order-page';
import { PaymentStatus } from './payment-status';
import { lineOfPaymentRoute, type PaymentPage } from '@/lib/payment-pages';

type Params = {
  params: Promise<{ locale: Locale; id?: string }>;
  searchParams: Promise<{ order?: string | string[] }>;
};

/**
 * The page module of every payment-status route of spec §2 (success, pending, status and retry, with or without an
 * order id, on both lines): private metadata for its path, and the status of the order of the route's `[id]`, else
 * of `?order=`, else the customer's latest order of the route's line, rendered per request.
 */
export function paymentStatusRoute(path: string) {
  // The route's line and kind of page: a skinnsi route shows skinnsi orders only, a toothsi route toothsi's.
  const line = lineOfPaymentRoute(path);
  const page: PaymentPage = path.includes('/retry') ? 'retry' : path.includes('/pending') ? 'pending' : 'success';
  return {
    async generateMetadata({ params }: Params): Promise<Metadata> {
      return privatePageMetadata((await params).locale, path, 'paymentStatus');
    },
    async Page({ params, searchParams }: Params) {
      const { locale, id } = await params;
      setRequestLocale(locale);
      const order = (await searchParams).order;
      const asked = id ?? (typeof order === 'string' ? order : null);
      const here = id ? `${path}/${id}` : asked ? `${path}?order=${encodeURIComponent(asked)}` : path;
      return (
        <>
          <BackGoesHome />
          <OrderPage locale={locale} path={here} id={asked} payment={{ line, page }}>
            {(props) => <PaymentStatus {...props} line={line} />}
          </OrderPage>
        </>
      );
    },
  };
}
