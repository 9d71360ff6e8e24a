'use client';

import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useFormatter } from 'next-intl';
import type { AccountUser } from '../../lib/api/account-contracts';
import type { CheckoutStartBody, Order } from '../../lib/api/commerce-contracts';
import { formatMoney } from '../../lib/money';
import { announceCart } from '../../client/cart';
import { post } from '../../client/http';
import { readApiError } from '../../client/api-errors';
import { queryKeys } from '../../client/query-keys';
import { useRouter } from '../../i18n/navigation';
import { localeInfo } from '../../i18n/locales';
import { Link } from '../client-link';
import { Button } from '../ui/button';
import { FormMessage } from '../ui/form-message';
import { Skeleton } from '../ui/skeleton';
import { QueryError } from '../ui/query-error';
import { StaysSignedIn } from '../account/require-sign-in';
import { useErrorText } from '../account/use-error-text';
import { goToGateway } from './go-to-gateway';
import { Totals } from './summary';
import { useCart } from './use-cart';
import { skinLineName } from '../skin/names';
import styles from './checkout.module.css';
import { addressLine } from '../../lib/address-lines';

/**
 * Step 2: review what is ordered, where and when, and the total; then place the order and pay. The page reads the
 * cart per request (components/page-data.tsx).
 */
export function Review({ user }: { user: AccountUser }) {
  const t = useTranslations('checkout');
  const ts = useTranslations('skin');
  const format = useFormatter();
  const errorText = useErrorText();
  const router = useRouter();
  const client = useQueryClient();
  const { cart, query, locale } = useCart();
  // One key for this checkout: a double tap or a retry after a timeout places one order.
  const key = useRef<string | null>(null);
  const place = useMutation({
    mutationFn: (input: { country: string; locale: string; expectedTotalMinor: number }) => {
      key.current ??= crypto.randomUUID();
      return post<{ order: Order; checkout: CheckoutStartBody }>('/api/v1/orders', input, { headers: { 'Idempotency-Key': key.current } });
    },
    onSuccess: () => {
      announceCart({ count: 0 });
      // Read again where they are shown next; not here, where the cart would empty before the browser leaves.
      void client.invalidateQueries({ queryKey: queryKeys.carts, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: queryKeys.orders, refetchType: 'none' });
    },
    onError: (body) => {
      // A refused order is a new attempt next time; a changed total (422) shows the new one.
      key.current = null;
      if (readApiError(body).status === 422) void query.refetch();
    },
  });
  // Until the browser leaves for the gateway or the status page, the button stays busy.
  const busy = place.isPending || place.isSuccess;

  if (!cart) {
    if (query.isError) return <QueryError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    return <Skeleton height="12rem" label={t('loading')} />;
  }
  if (cart.lines.length === 0) {
    return (
      <div className={styles.stack}>
        <StaysSignedIn user={user} />
        <h1>{t('reviewTitle')}</h1>
        <p>{t('emptyCart')}</p>
        <Link href="/toothsi/products">{t('shopProducts')}</Link>
      </div>
    );
  }
  const blocker = cart.blockers[0];

  function pay() {
    if (!cart) return;
    place.mutate(
      { country: cart.country, locale, expectedTotalMinor: cart.totalMinor },
      {
        onSuccess: ({ order, checkout }) => {
          if (!goToGateway(checkout)) router.push(checkout.kind === 'none' ? `/toothsi/checkout/payment/success/${order.id}` : `/checkout/payment/retry/${order.id}`);
        },
      },
    );
  }
  const error = place.isError ? readApiError(place.error) : null;

  const a = cart.address;
  return (
    <div className={`${styles.stack} ${styles.withActionBar}`}>
      <StaysSignedIn user={user} />
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
                    {l.kind === 'product' ? l.name : l.skin ? skinLineName(ts, l.skin) : t(`plans.${l.planCode}.name`)} × {l.quantity}
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
                {addressLine(a, localeInfo(locale).language)}
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
            <Button block disabled={busy || Boolean(blocker)} onClick={pay} data-testid="pay">
              {busy ? t('placing') : cart.totalMinor === 0 ? t('confirmBooking') : t('payAmount', { amount: formatMoney({ amountMinor: cart.totalMinor, currency: cart.currency }, locale) })}
            </Button>
          </div>
        </aside>
      </div>
    </div>
  );
}
