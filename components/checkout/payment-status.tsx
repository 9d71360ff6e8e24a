'use client';

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import type { AccountUser } from '@/lib/api/account-contracts';
import type { CheckoutStartBody, Order } from '@/lib/api/commerce-contracts';
import { post } from '@/client/http';
import { readApiError, type ApiError } from '@/client/api-errors';
import { queryKeys } from '@/client/query-keys';
import { useRouter } from '@/i18n/navigation';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/components/link';
import { Button, buttonClass } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { StaysSignedIn } from '@/components/account/require-sign-in';
import { useErrorText } from '@/components/account/use-error-text';
import { formatMoney } from '@/lib/money';
import { orderLine, paymentPagePath } from '@/lib/payment-pages';
import type { ProductLine } from '@/lib/catalog';
import { goToGateway } from './go-to-gateway';
import { BookingConfirmed } from './booking-confirmed';
import { OrderLines } from './order-lines';
import { OrderView } from './order-view';
import { WithOrder } from './with-order';
import styles from './checkout.module.css';

/**
 * Every payment-status route (success, pending, status, retry, on both lines) shows the real state of the order:
 * paid, waiting on the bank (polled), not paid (pay again, same order), or cancelled. The page reads the order
 * per request (components/page-data.tsx); `orderId` is null when the customer has no such order.
 */
export function PaymentStatus({
  user,
  orderId,
  asked,
  line,
}: {
  user: AccountUser;
  orderId: string | null;
  /** The route named an order (else it shows the line's latest). */
  asked: boolean;
  /** The route's line: without an order id, only its orders are shown. */
  line: ProductLine;
}) {
  return (
    <>
      <StaysSignedIn user={user} />
      {orderId || asked ? (
        <WithOrder id={orderId}>{(order) => <Status order={order} />}</WithOrder>
      ) : (
        <NoRecentOrder line={line} />
      )}
    </>
  );
}

/** A line's payment page without an order id, for a customer with no order of that line: said as it is. */
function NoRecentOrder({ line }: { line: ProductLine }) {
  const t = useTranslations('checkout');
  return (
    <div className={styles.status} data-testid="no-recent-order">
      <h1>{t('noRecentOrderTitle', { line })}</h1>
      <p>{t('noRecentOrderBody', { line })}</p>
      <div className={styles.actions}>
        <Link href="/my-account/orders" className={buttonClass()}>
          {t('seeOrders')}
        </Link>
        <Link href={`/${line}`} className={buttonClass({ variant: 'secondary' })}>
          {t('exploreLine', { line })}
        </Link>
      </div>
    </div>
  );
}

function Status({ order }: { order: Order }) {
  const t = useTranslations('checkout');
  // A booking with nothing to pay is booked, not bought: its own confirmation (date, time, place, what next).
  if (order.status === 'paid' && order.totalMinor === 0 && order.bookingKind) return <BookingConfirmed order={order} />;
  if (order.status === 'paid') {
    return (
      <div className={styles.stack}>
        <div className={styles.status} data-testid="payment-success">
          <span className={styles.statusIcon} data-tone="success" aria-hidden="true">
            ✓
          </span>
          <h1>{order.totalMinor === 0 ? t('orderConfirmedTitle') : t('paidTitle')}</h1>
          <p>
            {order.totalMinor === 0
              ? t('orderConfirmedBody', { number: order.number })
              : t('paidBody', { number: order.number })}
          </p>
          <div className={styles.actions}>
            <Link href={`/toothsi/my-account/orders/${order.id}`} className={buttonClass()}>
              {t('viewOrder')}
            </Link>
            <Link href="/" className={buttonClass({ variant: 'secondary' })}>
              {t('backHome')}
            </Link>
          </div>
        </div>
        <OrderView order={order} />
      </div>
    );
  }
  if (order.status === 'cancelled') {
    return (
      <div className={styles.status}>
        <h1>{t('cancelledTitle')}</h1>
        <p>{t('cancelledBody', { number: order.number })}</p>
        <Link href={orderLine(order) === 'skinnsi' ? '/skinnsi/skin-care-products' : '/toothsi/products'}>
          {t('shopProducts')}
        </Link>
      </div>
    );
  }
  if (order.payment?.status === 'pending') {
    return (
      <div className={styles.status} data-testid="payment-pending" aria-live="polite">
        <span className={styles.statusIcon} aria-hidden="true">
          …
        </span>
        <h1>{t('pendingTitle')}</h1>
        <p>{t('pendingBody', { number: order.number })}</p>
        <Link href={`/toothsi/my-account/orders/${order.id}`} className={buttonClass({ variant: 'secondary' })}>
          {t('viewOrder')}
        </Link>
      </div>
    );
  }
  // Not paid (the bank declined, or the customer came back): what the order is for and its amount, then pay again.
  return (
    <div className={styles.stack}>
      <Unpaid order={order} />
      <OrderLines order={order} />
    </div>
  );
}

/** A placed order that is not paid (failed, abandoned, or the gateway was down): pay again or cancel. */
export function Unpaid({ order, compact = false }: { order: Order; compact?: boolean }) {
  const t = useTranslations('checkout');
  const errorText = useErrorText();
  const router = useRouter();
  const client = useQueryClient();
  const [copied, setCopied] = useState(false);
  const [unreachable, setUnreachable] = useState<ApiError | null>(null);
  const locale = useLocale();
  const failed = order.payment?.status === 'failed';
  const amount = formatMoney({ amountMinor: order.totalMinor, currency: order.currency }, locale);
  const invalidate = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.order(order.id) }),
      client.invalidateQueries({ queryKey: queryKeys.orders, refetchType: 'none' }),
    ]);
  const pay = useMutation({
    mutationFn: () => post<{ order: Order; checkout: CheckoutStartBody }>(`/api/v1/orders/${order.id}/pay`),
    onMutate: () => setUnreachable(null),
    onSuccess: ({ checkout }) => {
      if (goToGateway(checkout)) return;
      if (checkout.kind === 'none') router.push(paymentPagePath(orderLine(order), 'success', order.id));
      else setUnreachable({ code: 'GATEWAY_UNAVAILABLE', message: '', status: 503, fields: [] });
    },
  });
  // A cancelled order shows as cancelled: its read, invalidated, answers the new state.
  const cancel = useMutation({ mutationFn: () => post(`/api/v1/orders/${order.id}/cancel`), onSuccess: invalidate });
  // Leaving for the gateway keeps the buttons busy until the browser goes.
  const busy = pay.isPending || cancel.isPending || (pay.isSuccess && unreachable === null);
  const error = pay.isError ? readApiError(pay.error) : cancel.isError ? readApiError(cancel.error) : unreachable;

  async function share() {
    const url = `${window.location.origin}${getPathname({ href: paymentPagePath(orderLine(order), 'retry', order.id), locale: locale as Locale })}`;
    const data = { title: t('payLinkTitle', { number: order.number }), url };
    if (navigator.share) await navigator.share(data).catch(() => undefined);
    else {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    }
  }

  return (
    <div className={compact ? styles.section : styles.status} data-testid="payment-retry">
      {compact ? null : (
        <span className={styles.statusIcon} data-tone="danger" aria-hidden="true">
          !
        </span>
      )}
      {compact ? <h2>{t('unpaidTitle')}</h2> : <h1>{failed ? t('failedTitle') : t('unpaidTitle')}</h1>}
      <p>{failed ? t('failedBody', { number: order.number }) : t('unpaidBody', { number: order.number })}</p>
      <FormMessage tone="error">{error ? errorText(error.fields[0] ?? error) : undefined}</FormMessage>
      <div className={styles.actions}>
        <Button onClick={() => pay.mutate()} disabled={busy} data-testid="pay-again">
          {failed ? t('retryPayment', { amount }) : t('payAmount', { amount })}
        </Button>
        <Button variant="secondary" onClick={() => void share()} disabled={busy}>
          {t('sharePayLink')}
        </Button>
        <Button variant="ghost" onClick={() => cancel.mutate()} disabled={busy}>
          {t('cancelOrder')}
        </Button>
      </div>
      {copied ? <FormMessage tone="success">{t('linkCopied')}</FormMessage> : null}
    </div>
  );
}
