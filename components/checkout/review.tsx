'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useFormatter } from 'next-intl';
import type { CheckoutStartBody, Order } from '../../lib/api/commerce-contracts';
import { formatMoney } from '../../lib/money';
import { announceCart } from '../../client/cart';
import { post } from '../../client/http';
import { readApiError, type ApiError } from '../../client/api-errors';
import { useRouter } from '../../i18n/navigation';
import { Link } from '../client-link';
import { Button } from '../ui/button';
import { FormMessage } from '../ui/form-message';
import { Skeleton } from '../ui/skeleton';
import { RequireSignIn } from '../account/require-sign-in';
import { useErrorText } from '../account/use-error-text';
import { goToGateway } from './go-to-gateway';
import { Totals } from './summary';
import { useCart } from './use-cart';
import styles from './checkout.module.css';
import { addressLine } from '../../lib/address-lines';

/** Step 2: review what is ordered, where and when, and the total; then place the order and pay. */
export function Review() {
  return <RequireSignIn>{() => <ReviewBody />}</RequireSignIn>;
}

function ReviewBody() {
  const t = useTranslations('checkout');
  const format = useFormatter();
  const errorText = useErrorText();
  const router = useRouter();
  const { cart, reload, locale } = useCart();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  // One key for this checkout: a double tap or a retry after a timeout places one order.
  const key = useRef<string>(crypto.randomUUID());

  if (!cart) return <Skeleton height="12rem" label={t('loading')} />;
  if (cart.lines.length === 0) {
    return (
      <div className={styles.stack}>
        <h1>{t('reviewTitle')}</h1>
        <p>{t('emptyCart')}</p>
        <Link href="/toothsi/products">{t('shopProducts')}</Link>
      </div>
    );
  }
  const blocker = cart.blockers[0];

  async function pay() {
    if (!cart) return;
    setBusy(true);
    setError(null);
    try {
      const { order, checkout } = await post<{ order: Order; checkout: CheckoutStartBody }>(
        '/api/v1/orders',
        { country: cart.country, locale, expectedTotalMinor: cart.totalMinor },
        { headers: { 'Idempotency-Key': key.current } },
      );
      announceCart({ count: 0 });
      if (!goToGateway(checkout)) router.push(checkout.kind === 'none' ? `/toothsi/checkout/payment/success/${order.id}` : `/checkout/payment/retry/${order.id}`);
    } catch (body) {
      const apiError = readApiError(body);
      setError(apiError);
      setBusy(false);
      key.current = crypto.randomUUID();
      if (apiError.status === 422) void reload();
    }
  }

  const a = cart.address;
  return (
    <div className={`${styles.stack} ${styles.withActionBar}`}>
      <h1>{t('reviewTitle')}</h1>
      <FormMessage tone="error">{error ? errorText(error.fields[0] ?? error) : undefined}</FormMessage>
      <div className={styles.twoColumns}>
        <div className={styles.stack}>
          <section className={styles.section} aria-labelledby="items-title">
            <h2 id="items-title">{t('itemsCount', { count: cart.count })}</h2>
            <ul className={styles.lines}>
              {cart.lines.map((l) => (
                <li key={l.id} className={styles.lineTop}>
                  <span>
                    {l.kind === 'product' ? l.name : t(`plans.${l.planCode}.name`)} × {l.quantity}
                  </span>
                  <span>{l.lineMinor === 0 ? t('free') : formatMoney({ amountMinor: l.lineMinor, currency: cart.currency }, locale)}</span>
                </li>
              ))}
            </ul>
            <Link href="/checkout/select-address">{t('editCart')}</Link>
          </section>
          {a ? (
            <section className={styles.section} aria-labelledby="where-title">
              <h2 id="where-title">{cart.booking?.locationType === 'home' ? t('addressForVisit') : t('addressForDelivery')}</h2>
              <p>
                <strong>{a.recipientName}</strong>
                <br />
                {addressLine(a)}
              </p>
              <Link href="/checkout/select-address">{t('change')}</Link>
            </section>
          ) : null}
          {cart.booking ? (
            <section className={styles.section} aria-labelledby="when-title">
              <h2 id="when-title">{t('yourScan')}</h2>
              <p data-testid="review-slot">
                <strong>{cart.booking.slot ? format.dateTime(new Date(cart.booking.slot.startsAt), { dateStyle: 'full', timeStyle: 'short', timeZone: cart.booking.timeZone }) : t('noTimeYet')}</strong>
                <br />
                {cart.booking.locationType === 'centre' && cart.booking.clinic ? <bdi>{cart.booking.clinic.name}</bdi> : t('atHome')}
              </p>
              <Link href="/my-account/select-schedule">{t('changeTime')}</Link>
            </section>
          ) : null}
        </div>
        <aside className={styles.section} aria-labelledby="pay-title">
          <h2 id="pay-title">{t('summary')}</h2>
          <Totals amounts={cart} couponCode={cart.coupon?.applied ? cart.coupon.code : null} />
          {blocker ? <p className={styles.problem}>{t(`blocker.${blocker}`)}</p> : null}
          <p className={styles.muted}>{t('payNote')}</p>
          <div className={styles.actionBar}>
            <Button block disabled={busy || Boolean(blocker)} onClick={() => void pay()} data-testid="pay">
              {busy ? t('placing') : cart.totalMinor === 0 ? t('confirmBooking') : t('payAmount', { amount: formatMoney({ amountMinor: cart.totalMinor, currency: cart.currency }, locale) })}
            </Button>
          </div>
        </aside>
      </div>
    </div>
  );
}
