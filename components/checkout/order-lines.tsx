'use client';

import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import type { Order } from '@/lib/api/commerce-contracts';
import { formatMoney } from '@/lib/money';
import { skinLineName } from '@/components/skin/names';
import { Totals } from './summary';
import styles from './checkout.module.css';

/**
 * What an order is for and what it costs: each item with its quantity and amount, then subtotal, discount, delivery
 * and total in the order's currency. The payment pages show it next to "pay again", so the customer sees what they pay.
 */
export function OrderLines({ order }: { order: Order }) {
  const t = useTranslations('checkout');
  const ts = useTranslations('skin');
  const locale = useLocale();
  return (
    <section className={styles.section} aria-labelledby="order-lines-title" data-testid="order-lines">
      <h2 id="order-lines-title">{t('orderNumber', { number: order.number })}</h2>
      <ul className={styles.lines}>
        {order.items.map((item, i) => (
          <li key={i} className={styles.lineTop} data-testid="order-line">
            <span>
              {item.skin ? skinLineName(ts, item.skin) : item.planCode ? t(`plans.${item.planCode}.name`) : item.name} ×{' '}
              {item.quantity}
            </span>
            <span>
              {item.lineMinor === 0
                ? t('free')
                : formatMoney({ amountMinor: item.lineMinor, currency: order.currency }, locale)}
            </span>
          </li>
        ))}
      </ul>
      <Totals amounts={order} couponCode={order.couponCode} />
    </section>
  );
}
