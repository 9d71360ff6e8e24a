'use client';

import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import type { Currency } from '@/i18n/locales';
import styles from './checkout.module.css';

export interface Amounts {
  currency: Currency;
  subtotalMinor: number;
  discountMinor: number;
  deliveryMinor: number;
  totalMinor: number;
}

/**
 * Subtotal, discount, delivery and total, in the order's currency and the page's number format. Delivery only when
 * something is delivered (`ships`); a free booking (nothing to pay, nothing delivered) is just "Total: Free".
 */
export function Totals({
  amounts,
  couponCode,
  ships = true,
}: {
  amounts: Amounts;
  couponCode?: string | null;
  ships?: boolean;
}) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: amounts.currency }, locale);
  if (!ships && amounts.subtotalMinor === 0 && amounts.totalMinor === 0) {
    return (
      <dl className={styles.totals} data-testid="totals">
        <dt className={styles.total}>{t('total')}</dt>
        <dd className={styles.total} data-testid="total">
          {t('free')}
        </dd>
      </dl>
    );
  }
  return (
    <dl className={styles.totals} data-testid="totals">
      <dt>{t('subtotal')}</dt>
      <dd>{money(amounts.subtotalMinor)}</dd>
      {amounts.discountMinor > 0 ? (
        <>
          <dt>{couponCode ? t('discountWithCode', { code: couponCode }) : t('discount')}</dt>
          <dd className={styles.saving}>−{money(amounts.discountMinor)}</dd>
        </>
      ) : null}
      {ships || amounts.deliveryMinor > 0 ? (
        <>
          <dt>{t('delivery')}</dt>
          <dd>{amounts.deliveryMinor > 0 ? money(amounts.deliveryMinor) : t('free')}</dd>
        </>
      ) : null}
      <dt className={styles.total}>{t('total')}</dt>
      <dd className={styles.total} data-testid="total">
        {money(amounts.totalMinor)}
      </dd>
    </dl>
  );
}
