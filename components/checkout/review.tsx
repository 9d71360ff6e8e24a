'use client';

import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { AccountUser } from '@/lib/api/account-contracts';
import type { CheckoutStartBody, Order } from '@/lib/api/commerce-contracts';
import { formatMoney } from '@/lib/money';
import { announceCart } from '@/client/cart';
import { post } from '@/client/http';
import { readApiError } from '@/client/api-errors';
import { queryKeys } from '@/client/query-keys';
import { useRouter } from '@/i18n/navigation';
import { localeInfo } from '@/i18n/locales';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryError } from '@/components/ui/query-error';
import { StaysSignedIn } from '@/components/account/require-sign-in';
import { useErrorText } from '@/components/account/use-error-text';
import { goToGateway } from './go-to-gateway';
import { Totals } from './summary';
import { useCart } from './use-cart';
import { skinLineName } from '@/components/skin/names';
import styles from './checkout.module.css';
import { addressLine } from '@/lib/address-lines';
import { bookingStepPath, isBookingOnly, isFreeBooking } from '@/lib/booking';
import { BookingFacts } from './visit-place';
import { orderLine, paymentPagePath } from '@/lib/payment-pages';
import booking from './booking.module.css';

/**
 * Step 2: review what is ordered, where and when, and the total; then place the order and pay, or, for a booking
 * with nothing to pay, confirm it. The page reads the cart per request (components/page-data.tsx).
 */
export function Review({ user }: { user: AccountUser }) {
  const t = useTranslations('checkout');
  const ts = useTranslations('skin');
  const errorText = useErrorText();
  const router = useRouter();
  const client = useQueryClient();
  const { cart, query, locale } = useCart();
  // One key for this checkout: a double tap or a retry after a timeout places one order.
  const key = useRef<string | null>(null);
  const place = useMutation({
    mutationFn: (input: { country: string; locale: string; expectedTotalMinor: number }) => {
      key.current ??= crypto.randomUUID();
      return post<{ order: Order; checkout: CheckoutStartBody }>('/api/v1/orders', input, {
        headers: { 'Idempotency-Key': key.current },
      });
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
          // The status page of the order's own line (a skinnsi order's on /skinnsi/payment/…).
          if (!goToGateway(checkout))
            router.push(paymentPagePath(orderLine(order), checkout.kind === 'none' ? 'success' : 'retry', order.id));
        },
      },
    );
  }
  const error = place.isError ? readApiError(place.error) : null;

  const a = cart.address;
  const visit = cart.booking;
  // A booking with nothing to pay is confirmed here, not paid: no payment partner, no delivery.
  const free = isFreeBooking(cart);
  const bookingOnly = isBookingOnly(cart);
  return (
    <div className={`${styles.stack} ${styles.withActionBar}`}>
      <StaysSignedIn user={user} />
      <h1>{free ? t('reviewBookingTitle') : t('reviewTitle')}</h1>
      <FormMessage tone="error">{error ? errorText(error.fields[0] ?? error) : undefined}</FormMessage>
      <div className={styles.twoColumns}>
        <div className={styles.stack}>
          <section className={styles.section} aria-labelledby="items-title">
            <h2 id="items-title">
              {bookingOnly
                ? visit?.kind === 'skin'
                  ? t('yourPackage')
                  : t('yourScan')
                : t('itemsCount', { count: cart.count })}
            </h2>
            <ul className={styles.lines}>
              {cart.lines.map((l) => (
                <li key={l.id} className={styles.lineTop}>
                  <span>
                    {l.kind === 'product'
                      ? `${l.name} × ${l.quantity}`
                      : l.skin
                        ? skinLineName(ts, l.skin)
                        : t(`plans.${l.planCode}.name`)}
                  </span>
                  <span>
                    {l.lineMinor === 0
                      ? t('free')
                      : formatMoney({ amountMinor: l.lineMinor, currency: cart.currency }, locale)}
                  </span>
                </li>
              ))}
            </ul>
            {bookingOnly ? null : <Link href="/checkout/select-address">{t('editCart')}</Link>}
          </section>
          {visit ? (
            <section className={styles.section} aria-labelledby="when-title">
              <h2 id="when-title">{t('bookedWhenWhere')}</h2>
              <BookingFacts
                testId="review-slot"
                startsAt={visit.slot?.startsAt ?? null}
                timeZone={visit.timeZone}
                place={{
                  locationType: visit.locationType,
                  clinic: visit.clinic,
                  address: visit.locationType === 'home' ? a : null,
                }}
              />
              <div className={booking.links}>
                <Link href="/my-account/select-schedule">{t('changeTime')}</Link>
                <Link href={bookingStepPath(cart)}>{t('changePlace')}</Link>
                {visit.locationType === 'home' ? (
                  <Link href="/checkout/select-address">{t('changeAddress')}</Link>
                ) : null}
              </div>
            </section>
          ) : null}
          {a && cart.addressFor === 'delivery' ? (
            <section className={styles.section} aria-labelledby="where-title">
              <h2 id="where-title">{t('addressForDelivery')}</h2>
              <p>
                <strong>{a.recipientName}</strong>
                <br />
                {addressLine(a, localeInfo(locale).language)}
              </p>
              <Link href="/checkout/select-address">{t('changeAddress')}</Link>
            </section>
          ) : null}
        </div>
        <aside className={styles.section} aria-labelledby="pay-title">
          <h2 id="pay-title">{bookingOnly ? t('bookingSummary') : t('summary')}</h2>
          <Totals amounts={cart} ships={cart.ships} couponCode={cart.coupon?.applied ? cart.coupon.code : null} />
          {blocker ? (
            <p className={styles.problem}>
              {blocker === 'address' && cart.addressFor === 'homeVisit'
                ? t('blocker.addressForVisit')
                : t(`blocker.${blocker}`)}
            </p>
          ) : null}
          <p className={styles.muted}>
            {cart.totalMinor === 0 ? (visit ? t('freeBookingNote') : t('freeOrderNote')) : t('payNote')}
          </p>
          <div className={styles.actionBar}>
            <Button block disabled={busy || Boolean(blocker)} onClick={pay} data-testid="pay">
              {busy
                ? cart.totalMinor === 0
                  ? t('confirming')
                  : t('placing')
                : cart.totalMinor === 0
                  ? visit
                    ? t('confirmBooking')
                    : t('confirmOrder')
                  : t('payAmount', {
                      amount: formatMoney({ amountMinor: cart.totalMinor, currency: cart.currency }, locale),
                    })}
            </Button>
          </div>
        </aside>
      </div>
    </div>
  );
}
