'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Order } from '../../lib/api/commerce-contracts';
import { Link } from '../client-link';
import { FormMessage } from '../ui/form-message';
import { Skeleton } from '../ui/skeleton';
import { useOrder } from './use-order';
import styles from './checkout.module.css';

/** Loads the page's order, shows loading, "not found" (also for another customer's id) or a failure, else renders it. */
export function WithOrder({ children }: { children: (order: Order) => ReactNode }) {
  const t = useTranslations('checkout');
  const { order, error, missing } = useOrder();
  if (missing) {
    return (
      <div className={styles.status}>
        <h1>{t('orderNotFound')}</h1>
        <Link href="/my-account/orders">{t('seeOrders')}</Link>
      </div>
    );
  }
  if (error) return <FormMessage tone="error">{t('loadFailed')}</FormMessage>;
  if (!order) return <Skeleton height="12rem" label={t('loading')} />;
  return <>{children(order)}</>;
}
