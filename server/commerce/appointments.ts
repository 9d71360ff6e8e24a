import 'server-only';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { timeZoneOf, type Country } from '@/i18n/locales';
import { absoluteUrl } from '@/i18n/metadata';
import { bookingChanges, type BookingChangeRefusal } from '@/lib/booking-changes';
import { orderNumber, type BookingKind, type OrderStage, type OrderStatus } from '@/lib/commerce';
import type { Order } from '@/lib/api/commerce-contracts';
import { db, type Executor } from '@/server/db/client';
import { orders, outboxMessages, slots, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { undoOrderRewards } from '@/server/rewards/order-rewards';
import { releaseSlot, reserveSlot, schedule } from './booking';
import { dispatchDueMessages, localeFrom, queueSlotOpenMessages, REMINDER_LEAD_MS, smsCopy } from './notifications';
import { ownOrderRow, toOrder } from './orders';

type OrderRow = typeof orders.$inferSelect;

const MESSAGES: Record<BookingChangeRefusal, string> = {
  notBooking: 'This order books no visit.',
  notBooked: 'Only a confirmed booking can be changed here.',
  tooLate: 'Your visit is less than 24 hours away. To change it, talk to our care team.',
  paidBooking: 'A paid booking is cancelled by our care team, who also return your money. Talk to us.',
  sameTime: 'Your visit is already at this time.',
};

function refuse(code: BookingChangeRefusal, path = 'order'): AppError {
  return new AppError('UNPROCESSABLE', MESSAGES[code], [{ path, message: MESSAGES[code], code }]);
}

/** The order as the rules of lib/booking-changes.ts read it. */
function asBooking(row: OrderRow) {
  return {
    status: row.status as OrderStatus,
    stage: row.stage as OrderStage,
    bookingKind: (row.bookingKind as BookingKind | null) ?? null,
    slotStartsAt: row.slotStartsAt?.toISOString() ?? null,
    totalMinor: row.totalMinor,
  };
}

/** The customer's booking, locked when `tx` is a transaction, which they may move now; else why not (422). */
async function changeableBooking(
  userId: string,
  id: string,
  tx: Executor,
  now: Date,
): Promise<OrderRow & { slotId: number }> {
  const row = await ownOrderRow(userId, id, tx);
  const changes = bookingChanges(asBooking(row), now);
  if (changes.refusal) throw refuse(changes.refusal);
  if (row.slotId === null) throw refuse('notBooking');
  return { ...row, slotId: row.slotId };
}

async function placeOf(slotId: number, tx: Executor): Promise<string> {
  const [slot] = await tx.select({ locationKey: slots.locationKey }).from(slots).where(eq(slots.id, slotId));
  if (!slot) throw refuse('notBooking');
  return slot.locationKey;
}

/** The free times at the place of the customer's booking (the same centre, or home visits in the same city). */
export async function appointmentSchedule(userId: string, id: string, now = new Date()) {
  const row = await changeableBooking(userId, id, db(), now);
  return schedule(await placeOf(row.slotId, db()), userId, row.country as Country, now);
}

/** "Your visit is on …" in the order's language and its place's zone. */
function whenOf(row: Pick<OrderRow, 'slotStartsAt' | 'slotTimeZone' | 'country'>, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: row.slotTimeZone ?? timeZoneOf(row.country as Country),
  }).format(row.slotStartsAt ?? undefined);
}

/**
 * The booking's unsent reminder goes (a cancelled visit), or is set for the new time (a moved one), and the customer
 * is told by SMS in the order's language. Reminders carry the order's link, which names it (notifications.ts).
 */
async function rewriteMessages(tx: Executor, row: OrderRow, change: 'moved' | 'cancelled', now: Date): Promise<void> {
  await tx
    .delete(outboxMessages)
    .where(
      and(
        eq(outboxMessages.purpose, 'reminder'),
        isNull(outboxMessages.sentAt),
        eq(outboxMessages.provider, 'queue'),
        like(outboxMessages.body, `%/orders/${row.id}%`),
      ),
    );
  const [owner] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, row.userId));
  if (!owner) return;
  const locale = localeFrom(row.locale);
  const t = await smsCopy(locale);
  const skin = row.bookingKind === 'skin';
  const link = absoluteUrl(`/toothsi/my-account/orders/${row.id}`, locale);
  const when = whenOf(row, locale);
  const messages: Array<typeof outboxMessages.$inferInsert> = [];
  if (change === 'moved') {
    messages.push({
      recipient: owner.phone,
      purpose: 'order',
      provider: 'queue',
      body: t(skin ? 'skinBookingMoved' : 'bookingMoved', { number: orderNumber(row.number), when, link }),
    });
    if (row.slotStartsAt) {
      messages.push({
        recipient: owner.phone,
        purpose: 'reminder',
        provider: 'queue',
        body: t(skin ? 'skinReminder' : 'reminder', { when, link }),
        sendAfter: new Date(Math.max(now.getTime(), row.slotStartsAt.getTime() - REMINDER_LEAD_MS)),
      });
    }
  } else {
    messages.push({
      recipient: owner.phone,
      purpose: 'order',
      provider: 'queue',
      body: t(skin ? 'skinBookingCancelled' : 'bookingCancelled', {
        number: orderNumber(row.number),
        link: absoluteUrl(skin ? '/skinnsi' : '/my-account/book-scan', locale),
      }),
    });
  }
  await tx.insert(outboxMessages).values(messages);
}

/**
 * Moves a booking to another free time at the same place, in one transaction: the new time's place is taken under
 * the slot's capacity guard (of two customers racing for its last place, one gets it), the old one given back (and
 * those waiting for that day told), the reminder set for the new time.
 */
export async function rescheduleAppointment(
  userId: string,
  id: string,
  slotId: number,
  now = new Date(),
): Promise<Order> {
  const moved = await db().transaction(async (tx) => {
    await tx.execute(sql`select id from orders where id = ${id} and user_id = ${userId} for update`);
    const row = await changeableBooking(userId, id, tx, now);
    if (row.slotId === slotId) throw refuse('sameTime', 'body.slotId');
    const { startsAt } = await reserveSlot(tx, slotId, await placeOf(row.slotId, tx), now);
    await queueSlotOpenMessages(tx, await releaseSlot(tx, row.slotId));
    const [updated] = await tx
      .update(orders)
      .set({ slotId, slotStartsAt: startsAt })
      .where(eq(orders.id, id))
      .returning();
    if (!updated) throw new AppError('CONFLICT', 'The booking changed meanwhile. Reload and try again.');
    await rewriteMessages(tx, updated, 'moved', now);
    return updated;
  });
  await dispatchDueMessages().catch((error: unknown) => console.error('[appointments] message dispatch failed', error));
  return toOrder(moved);
}

/**
 * Cancels a free booking (nothing was paid): its time goes back (those waiting are told), its reminder goes, coins
 * it spent come back. A customer whose only scan or kit it was starts their journey again (spec §4 initial stage).
 * A paid booking is refused (422 `paidBooking`): our care team cancels it and returns the money.
 */
export async function cancelAppointment(userId: string, id: string, now = new Date()): Promise<Order> {
  const cancelled = await db().transaction(async (tx) => {
    await tx.execute(sql`select id from orders where id = ${id} and user_id = ${userId} for update`);
    const row = await changeableBooking(userId, id, tx, now);
    if (row.totalMinor !== 0) throw refuse('paidBooking');
    const [updated] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(orders.id, id), eq(orders.status, 'paid')))
      .returning();
    if (!updated) throw new AppError('CONFLICT', 'The booking changed meanwhile. Reload and try again.');
    await queueSlotOpenMessages(tx, await releaseSlot(tx, row.slotId));
    await undoOrderRewards(tx, updated, 'cancelled', now);
    const others = await tx.execute(
      sql`select 1 from orders join order_items on order_items.order_id = orders.id join plans on plans.code = order_items.plan_code where orders.user_id = ${userId} and orders.status = 'paid' and plans.kind <> 'skin' limit 1`,
    );
    if (others.rows.length === 0) {
      await tx
        .update(users)
        .set({ journeyStage: 'initial', updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.journeyStage, 'scanBookedOrIkOrdered')));
    }
    await rewriteMessages(tx, updated, 'cancelled', now);
    return updated;
  });
  await dispatchDueMessages().catch((error: unknown) => console.error('[appointments] message dispatch failed', error));
  return toOrder(cancelled);
}
