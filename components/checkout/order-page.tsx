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

/**
 * A page of one order (its detail, every payment status), rendered per request: the session, then the order of
 * `id` (else the latest) read next to it. `path` is where sign-in comes back to.
 */
export const OrderPage = personalPage(async function OrderPage({
  locale,
  path,
  id,
  children,
}: {
  locale: Locale;
  path: string;
  id: string | null;
  children: (props: { user: AccountUser; orderId: string | null }) => ReactNode;
}) {
  const { user } = await requirePageSession(locale, path);
  const order = await pageOrder(user.id, id).catch((error: unknown) => {
    // The island reads it itself then, and shows the failure with a retry if that fails too.
    console.error('order page: could not read the order', error);
    return undefined;
  });
  // Not read: the island reads the order of the id asked for. Read and absent: not found.
  const orderId = order === undefined ? id : (order?.id ?? null);
  return (
    <CheckoutPage>
      <PageData queries={order ? [[queryKeys.order(order.id), order]] : []}>
        {children({ user: toAccountUser(user), orderId })}
      </PageData>
    </CheckoutPage>
  );
});
