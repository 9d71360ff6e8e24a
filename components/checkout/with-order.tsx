'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/api/commerce-contracts';
import { readApiError } from '@/client/api-errors';
import { Link } from '@/components/link';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrder } from './use-order';
import styles from './checkout.module.css';

function NotFound() {
  const t = useTranslations('checkout');
  return (
    <div className={styles.status}>
      <h1>{t('orderNotFound')}</h1>
      <Link href="/my-account/orders">{t('seeOrders')}</Link>
    </div>
  );
}

/**
 * The page's order (`id`, which the page found; null when the customer has none of that id, or no order at all):
 * "not found" (also for another customer's id), a failure with a retry, or the order rendered.
 */
export function WithOrder({ id, children }: { id: string | null; children: (order: Order) => ReactNode }) {
  return id ? <OrderOf id={id}>{children}</OrderOf> : <NotFound />;
}

function OrderOf({ id, children }: { id: string; children: (order: Order) => ReactNode }) {
  const t = useTranslations('checkout');
  const order = useOrder(id);
  if (order.data) return <>{children(order.data)}</>;
  if (order.isError) {
    const status = readApiError(order.error).status;
    if (status === 404 || status === 400) return <NotFound />;
    return <QueryError onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  }
  return <Skeleton height="12rem" label={t('loading')} />;
}
