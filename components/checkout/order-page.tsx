import 'server-only';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import type { AccountUser } from '@/lib/api/account-contracts';
import { queryKeys } from '@/client/query-keys';
import { pageOrder } from '@/server/commerce/own-order';
import { requirePageSession } from '@/server/page-session';
import { toAccountUser } from '@/server/users';
import { PageData } from '@/components/page-data';
import { CheckoutPage } from './checkout-page';
import { personalPage } from '@/server/personal-page';
import { redirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import { orderLine, paymentPagePath, type PaymentPage } from '@/lib/payment-pages';
import type { ProductLine } from '@/lib/catalog';

/** The props of the page's island: `asked` says whether the route named an order (else it shows the latest). */
export interface OrderPageProps {
  user: AccountUser;
  orderId: string | null;
  asked: boolean;
}

/**
 * A page of one order (its detail, every payment status), rendered per request: the session, then the order of
 * `id` (else the latest) read next to it. `path` is where sign-in comes back to. A payment page of one line
 * (`payment`) shows that line's latest order only, and sends an order of the other line to its own line's page.
 */
export const OrderPage = personalPage(async function OrderPage({
  locale,
  path,
  id,
  payment,
  children,
}: {
  locale: Locale;
  path: string;
  id: string | null;
  payment?: { line: ProductLine; page: PaymentPage };
  children: (props: OrderPageProps) => ReactNode;
}) {
  const { user } = await requirePageSession(locale, path);
  const order = await pageOrder(user.id, id, payment?.line).catch((error: unknown) => {
    // The island reads it itself then, and shows the failure with a retry if that fails too.
    console.error('order page: could not read the order', error);
    return undefined;
  });
  // An order of the other line (an old link, a shared pay link) is shown on its own line's page.
  if (payment && order && orderLine(order) !== payment.line)
    redirect(getPathname({ href: paymentPagePath(orderLine(order), payment.page, order.id), locale }));
  // Not read: the island reads the order of the id asked for. Read and absent: not found.
  const orderId = order === undefined ? id : (order?.id ?? null);
  return (
    <CheckoutPage>
      <PageData queries={order ? [[queryKeys.order(order.id), order]] : []}>
        {children({ user: toAccountUser(user), orderId, asked: id !== null })}
      </PageData>
    </CheckoutPage>
  );
});
