'use client';

import { useEffect, useState } from 'react';
import { useClientTranslations } from '../client-messages';
import { useClientFormatter } from '../client-format';
import { useLocale } from '../../i18n/navigation';
import type { Order } from '../../lib/api/commerce-contracts';
import { formatMoney } from '../../lib/money';
import { get } from '../../client/http';
import { ORDERS_PATH } from '../../lib/api/paths';
import { Link } from '../client-link';
import { FormMessage } from '../ui/form-message';
import { Skeleton } from '../ui/skeleton';
import { RequireSignIn } from '../account/require-sign-in';
import { OrderView, statusKey } from './order-view';
import { Unpaid } from './payment-status';
import { StartShopping } from './start-shopping';
import { WithOrder } from './with-order';
import styles from './checkout.module.css';

/** My orders, newest first; the empty state leads to the shop and to booking a scan. */
export function OrdersList() {
  return <RequireSignIn>{() => <List />}</RequireSignIn>;
}

function List() {
  const t = useClientTranslations('checkout');
  const format = useClientFormatter();
  const locale = useLocale();
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    get<{ orders: Order[] }>(ORDERS_PATH).then(
      (r) => setOrders(r.orders),
      () => setFailed(true),
    );
  }, []);
  return (
    <div className={styles.stack}>
      <h1>{t('ordersTitle')}</h1>
      {failed ? <FormMessage tone="error">{t('loadFailed')}</FormMessage> : null}
      {orders === null && !failed ? <Skeleton height="8rem" label={t('loading')} /> : null}
      {orders?.length === 0 ? <StartShopping message={t('noOrders')} /> : null}
      {orders && orders.length > 0 ? (
        <ul className={styles.lines}>
          {orders.map((o) => (
            <li key={o.id}>
              <Link href={`/toothsi/my-account/orders/${o.id}`} className={styles.orderCard} data-testid="order-card">
                <span className={styles.lineTop}>
                  <strong>{t('orderNumber', { number: o.number })}</strong>
                  <span>{formatMoney({ amountMinor: o.totalMinor, currency: o.currency }, locale)}</span>
                </span>
                <span className={styles.muted}>
                  {format.dateTime(new Date(o.createdAt), { dateStyle: 'medium' })} · {o.items.map((i) => (i.planCode ? t(`plans.${i.planCode}.name`) : i.name)).join(', ')}
                </span>
                <span>
                  <span className={styles.pill} data-status={o.status}>
                    {t(`status.${statusKey(o)}`)}
                  </span>{' '}
                  {o.status === 'paid' ? t(`stage.${o.stage}`) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One order: what, how much, paid or not (pay, share the payment link, cancel), the scan and the timeline. */
export function OrderDetail() {
  return <RequireSignIn>{() => <Detail />}</RequireSignIn>;
}

function Detail() {
  const t = useClientTranslations('checkout');
  const format = useClientFormatter();
  return (
    <WithOrder>
      {(order) => (
        <div className={styles.stack}>
          <div>
            <h1>{t('orderNumber', { number: order.number })}</h1>
            <p className={styles.muted}>{t('placedOn', { date: format.dateTime(new Date(order.createdAt), { dateStyle: 'long' }) })}</p>
          </div>
          {order.status === 'pending_payment' && order.payment?.status !== 'pending' ? <Unpaid order={order} compact /> : null}
          <OrderView order={order} />
          <Link href="/my-account/orders">{t('seeOrders')}</Link>
        </div>
      )}
    </WithOrder>
  );
}
