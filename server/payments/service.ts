import 'server-only';
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { CheckoutStartBody } from '@/lib/api/commerce-contracts';
import { paymentMayMove, scheduledStage, type BookingKind, type OrderStage, type PaymentStatus } from '@/lib/commerce';
import { siteOrigin } from '@/lib/site-origin';
import { orderLine, paymentPagePath, type PaymentPage } from '@/lib/payment-pages';
import { getPathname } from '@/i18n/navigation';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales';
import type { User } from '@/server/auth/session';
import { db, type Executor } from '@/server/db/client';
import { orderEvents, orders, paymentEvents, payments, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { dispatchDueMessages, queueOrderMessages } from '@/server/commerce/notifications';
import { rewardPaidOrder } from '@/server/rewards/order-rewards';
import { toOrder } from '@/server/commerce/orders';
import type { GatewayName, GatewayReport } from './gateway';
import { activeGateway, gatewayNamed } from './index';

type OrderRow = typeof orders.$inferSelect;

/**
 * Starts a payment attempt of an unpaid order: a payment row, the gateway's order for it, and how the browser
 * gets to the gateway. The amount is the order's, from the database. A retry is a new attempt of the same order.
 */
export async function startPayment(order: OrderRow, user: User, origin = siteOrigin()): Promise<CheckoutStartBody> {
  if (order.status === 'paid')
    throw new AppError('UNPROCESSABLE', 'This order is already paid.', [
      { path: 'order', message: 'This order is already paid.', code: 'alreadyPaid' },
    ]);
  if (order.status === 'cancelled')
    throw new AppError('UNPROCESSABLE', 'This order was cancelled.', [
      { path: 'order', message: 'This order was cancelled.', code: 'cancelled' },
    ]);
  if (order.totalMinor === 0) {
    // Nothing to collect: credit it like a payment would, in one transaction, and send the confirmation now.
    const now = new Date();
    const credited = await db().transaction((tx) => creditOrder(order.id, now, tx));
    if (credited)
      await dispatchDueMessages(now).catch((error: unknown) =>
        console.error('[payments] message dispatch failed', error),
      );
    return { kind: 'none' };
  }
  const pending = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
  for (const attempt of pending) await reconcilePayment(attempt);
  const [fresh] = await db().select().from(orders).where(eq(orders.id, order.id));
  if (fresh?.status === 'paid') return { kind: 'none' };
  // An attempt the bank has not decided yet may still be paid: a second attempt now could take the money twice.
  const undecided = await db()
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
  if (undecided.length) {
    const message = 'A payment for this order is still being confirmed by your bank. Try again in a few minutes.';
    throw new AppError('UNPROCESSABLE', message, [{ path: 'order', message, code: 'paymentPending' }]);
  }

  const gateway = activeGateway();
  const [payment] = await db()
    .insert(payments)
    .values({ orderId: order.id, gateway: gateway.name, amountMinor: order.totalMinor, currency: order.currency })
    .returning();
  if (!payment) throw new AppError('INTERNAL', 'Could not start the payment.');
  const { gatewayOrderId } = await gateway.createOrder({
    paymentId: payment.id,
    orderNumber: String(order.number),
    amountMinor: order.totalMinor,
    currency: order.currency,
  });
  await db().update(payments).set({ gatewayOrderId, updatedAt: new Date() }).where(eq(payments.id, payment.id));
  return gateway.checkout({
    gatewayOrderId,
    amountMinor: order.totalMinor,
    currency: order.currency,
    orderNumber: String(order.number),
    callbackUrl: `${origin}/api/v1/payments/callback/${gateway.name}`,
    cancelUrl: `${origin}${await paymentPage(order, 'retry')}`,
    customer: { name: user.name, phone: user.phone, email: user.email },
  });
}

/**
 * The status page of an order's payment on the order's own line (a skinnsi order's on /skinnsi/payment/…), in the
 * order's language: where the gateway sends the payer back, or where a cancel at the gateway lands.
 */
export async function paymentPage(order: OrderRow, page: PaymentPage): Promise<string> {
  const line = orderLine(await toOrder(order));
  const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
  return getPathname({ href: paymentPagePath(line, page, order.id), locale });
}

/**
 * Marks an order paid, once. The `status = 'pending_payment'` condition is the guard: a second callback, a
 * replayed webhook or a late event finds the order already paid and changes nothing.
 */
async function creditOrder(orderId: string, now: Date, tx: Executor = db()): Promise<boolean> {
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', stage: 'paid', paidAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
    .returning();
  if (!paid) return false;
  // Its rewards, once with the order: the referrer's cashback for a friend's first order, and the customer's coins.
  await rewardPaidOrder(tx, paid, now);
  // A booking's appointment is scheduled once paid: the scan's, or the first skin session's.
  const booking = paid.slotStartsAt ? ((paid.bookingKind as BookingKind | null) ?? 'scan') : null;
  const stages: OrderStage[] = booking ? ['paid', scheduledStage(booking)] : ['paid'];
  await tx
    .insert(orderEvents)
    .values(stages.map((stage) => ({ orderId, stage, at: now })))
    .onConflictDoNothing();
  if (booking)
    await tx
      .update(orders)
      .set({ stage: scheduledStage(booking) })
      .where(eq(orders.id, orderId));
  const [owner] = await tx.select().from(users).where(eq(users.id, paid.userId));
  // A scan booked or a kit ordered moves the aligner journey from its first stage (never back from a later one);
  // skin packages are plans too but no step of that journey.
  const hasPlan = await tx.execute(
    sql`select 1 from order_items join plans on plans.code = order_items.plan_code where order_items.order_id = ${orderId} and plans.kind <> 'skin' limit 1`,
  );
  if (owner && hasPlan.rows.length && owner.journeyStage === 'initial')
    await tx.update(users).set({ journeyStage: 'scanBookedOrIkOrdered', updatedAt: now }).where(eq(users.id, owner.id));
  if (owner) await queueOrderMessages(tx, paid, owner.phone, now);
  return true;
}

export interface ApplyResult {
  applied: boolean;
  orderId: string | null;
  status: PaymentStatus | null;
}

/**
 * Applies what a gateway said about one of our payments, forward only, in one transaction. A webhook event id
 * is recorded there too, so a replay is recognised and changes nothing. An amount that differs from what we
 * asked for is refused and never credits.
 */
export async function applyReport(
  gatewayName: GatewayName,
  report: GatewayReport,
  now = new Date(),
): Promise<ApplyResult> {
  const result = await db().transaction(async (tx) => {
    if (report.eventId) {
      const fresh = await tx
        .insert(paymentEvents)
        .values({
          gateway: gatewayName,
          eventId: report.eventId,
          gatewayOrderId: report.gatewayOrderId,
          outcome: report.outcome,
        })
        .onConflictDoNothing()
        .returning();
      if (fresh.length === 0) return { applied: false, orderId: null, status: null };
    }
    await tx.execute(sql`select id from payments where gateway_order_id = ${report.gatewayOrderId} for update`);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.gatewayOrderId, report.gatewayOrderId), eq(payments.gateway, gatewayName)));
    if (!payment) throw new AppError('NOT_FOUND', 'No payment has this gateway order.');
    if (report.amountMinor !== undefined && report.amountMinor !== payment.amountMinor) {
      console.error(
        `[payments] amount mismatch on ${payment.id}: asked ${payment.amountMinor}, gateway says ${report.amountMinor}`,
      );
      throw new AppError('UNPROCESSABLE', 'The paid amount does not match the order.', [
        { path: 'amount', message: 'The paid amount does not match the order.', code: 'amountMismatch' },
      ]);
    }
    const from = payment.status as PaymentStatus;
    if (!paymentMayMove(from, report.outcome)) return { applied: false, orderId: payment.orderId, status: from };
    await tx
      .update(payments)
      .set({
        status: report.outcome,
        gatewayPaymentId: report.gatewayPaymentId ?? payment.gatewayPaymentId,
        updatedAt: now,
        ...(report.outcome === 'paid' ? { paidAt: now } : {}),
      })
      .where(eq(payments.id, payment.id));
    if (report.outcome === 'paid') {
      const credited = await creditOrder(payment.orderId, now, tx);
      if (!credited) console.warn(`[payments] payment ${payment.id} paid an order that was already settled: refund it`);
    }
    return { applied: true, orderId: payment.orderId, status: report.outcome };
  });
  if (result.applied && result.status === 'paid')
    await dispatchDueMessages(now).catch((error: unknown) =>
      console.error('[payments] message dispatch failed', error),
    );
  return result;
}

/** Asks the gateway about a pending attempt and applies the answer (reconciliation). */
export async function reconcilePayment(payment: typeof payments.$inferSelect): Promise<void> {
  if (!payment.gatewayOrderId || (payment.status !== 'pending' && payment.status !== 'created')) return;
  const report = await gatewayNamed(payment.gateway as GatewayName).fetchStatus(payment.gatewayOrderId);
  if (report.outcome === 'pending' && payment.status === 'created') return; // the payer has not been to the gateway yet
  await applyReport(payment.gateway as GatewayName, { ...report, eventId: null });
}

/** Reconciles the latest attempt of an unpaid order when it is waiting on the gateway. Failures are logged, not thrown. */
export async function reconcileOrder(orderId: string): Promise<void> {
  const [latest] = await db()
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!latest || latest.status !== 'pending') return;
  await reconcilePayment(latest).catch((error: unknown) =>
    console.warn('[payments] reconciliation failed', (error as Error).message),
  );
}

/** The order a gateway order belongs to (where the payer's browser goes after the callback). */
export async function orderOfGatewayOrder(gatewayOrderId: string): Promise<OrderRow | null> {
  const [row] = await db()
    .select({ order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.gatewayOrderId, gatewayOrderId));
  return row?.order ?? null;
}

/** Attempts older than this without a word from the gateway are asked about by the sweep. */
export const STALE_PAYMENT_MS = 2 * 60_000;
/** Attempts older than this are left alone: the gateway has long given up on them. */
const SWEEP_HORIZON_MS = 3 * 86_400_000;

/**
 * Asks the gateway about attempts nobody heard back on (a lost webhook, a payer who closed the tab at the bank)
 * and applies the answers. Each attempt asked is stamped, so one sweep does not ask again for the same one at once.
 * Answers how many attempts it asked about. Failures are logged per attempt and never stop the sweep.
 */
export async function reconcileStalePayments(now = new Date(), limit = 20): Promise<number> {
  const stale = await db()
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['created', 'pending']),
        lt(payments.updatedAt, new Date(now.getTime() - STALE_PAYMENT_MS)),
        gt(payments.createdAt, new Date(now.getTime() - SWEEP_HORIZON_MS)),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
  for (const attempt of stale) {
    await db().update(payments).set({ updatedAt: now }).where(eq(payments.id, attempt.id));
    await reconcilePayment(attempt).catch((error: unknown) =>
      console.warn(`[payments] reconciliation of ${attempt.id} failed`, (error as Error).message),
    );
  }
  return stale.length;
}
