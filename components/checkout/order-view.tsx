'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useFormatter } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import type { Order } from '@/lib/api/commerce-contracts';
import { formatMoney } from '@/lib/money';
import { statusKey } from '@/lib/order-status';
import { Totals } from './summary';
import { skinLineName } from '@/components/skin/names';
import { BookingFacts, storedAddress } from './visit-place';
import styles from './checkout.module.css';

/**
 * Items, amounts, payment state, the booked scan and the timeline of one order. `bookingActions` (the order page's
 * way to move or cancel the booking) shows under the booking's date, time and place.
 */
export function OrderView({ order, bookingActions }: { order: Order; bookingActions?: ReactNode }) {
  const t = useTranslations('checkout');
  const ts = useTranslations('skin');
  const format = useFormatter();
  const locale = useLocale();
  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby="order-items">
        <h2 id="order-items">{t('itemsTitle')}</h2>
        <ul className={styles.lines}>
          {order.items.map((item, i) => (
            <li key={i} className={styles.lineTop}>
              <span>
                {item.skin
                  ? skinLineName(ts, item.skin)
                  : item.planCode
                    ? t(`plans.${item.planCode}.name`)
                    : `${item.name} × ${item.quantity}`}
              </span>
              <span>
                {item.lineMinor === 0
                  ? t('free')
                  : formatMoney({ amountMinor: item.lineMinor, currency: order.currency }, locale)}
              </span>
            </li>
          ))}
        </ul>
        <Totals amounts={order} ships={order.ships} couponCode={order.couponCode} />
        <p>
          {order.totalMinor === 0 && order.bookingKind ? t('bookingState') : t('paymentState')}:{' '}
          <span className={styles.pill} data-status={order.status} data-testid="order-status">
            {t(`status.${statusKey(order)}`)}
          </span>
        </p>
      </section>
      {order.slotStartsAt ? (
        <section className={styles.section} aria-labelledby="order-scan">
          <h2 id="order-scan">{order.bookingKind === 'skin' ? t('yourSessions') : t('yourScan')}</h2>
          <BookingFacts
            testId="order-slot"
            startsAt={order.slotStartsAt}
            timeZone={order.slotTimeZone ?? 'UTC'}
            place={{
              locationType: order.locationType ?? (order.clinic ? 'centre' : 'home'),
              clinic: order.clinic,
              address: order.clinic ? null : storedAddress(order.address),
              line: order.bookingKind === 'skin' ? 'skinnsi' : 'toothsi',
            }}
          />
          {bookingActions}
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="order-timeline">
        <h2 id="order-timeline">{t('timelineTitle')}</h2>
        <ol className={styles.timeline}>
          {order.timeline.map((step) => (
            <li key={step.stage} className={styles.step} data-done={step.at !== null} data-testid="timeline-step">
              <span className={styles.dot} aria-hidden="true" />
              <span>
                <strong>
                  {step.stage === 'paid' && order.totalMinor === 0 ? t('status.confirmed') : t(`stage.${step.stage}`)}
                </strong>
                <br />
                <span className={styles.muted}>
                  {step.at
                    ? format.dateTime(new Date(step.at), { dateStyle: 'medium', timeStyle: 'short' })
                    : t('notYet')}
                </span>
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
