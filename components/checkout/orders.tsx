'use client';

import { useTranslations } from 'next-intl';
import { useFormatter } from 'next-intl';
import type { AccountUser } from '@/lib/api/account-contracts';
import { Link } from '@/components/link';
import { StaysSignedIn } from '@/components/account/require-sign-in';
import { OrderView } from './order-view';
import { Unpaid } from './payment-status';
import { BookingActions } from './booking-actions';
import { WithOrder } from './with-order';
import styles from './checkout.module.css';

/**
 * One order: what, how much, paid or not (pay, share the payment link, cancel), its booking (move or cancel it), the
 * scan and the timeline. The page reads it per request (components/page-data.tsx); `orderId` is null when the
 * customer has no order of that id.
 */
export function OrderDetail({ user, orderId }: { user: AccountUser; orderId: string | null }) {
  const t = useTranslations('checkout');
  const format = useFormatter();
  return (
    <>
      <StaysSignedIn user={user} />
      <WithOrder id={orderId}>
        {(order) => (
          <div className={styles.stack}>
            <div>
              <h1>{t('orderNumber', { number: order.number })}</h1>
              <p className={styles.muted}>
                {t('placedOn', { date: format.dateTime(new Date(order.createdAt), { dateStyle: 'long' }) })}
              </p>
            </div>
            {order.status === 'pending_payment' && order.payment?.status !== 'pending' ? (
              <Unpaid order={order} compact />
            ) : null}
            <OrderView order={order} bookingActions={<BookingActions order={order} />} />
            <Link href="/my-account/orders">{t('seeOrders')}</Link>
          </div>
        )}
      </WithOrder>
    </>
  );
}
