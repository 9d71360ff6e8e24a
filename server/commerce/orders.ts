import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { localeInfo, timeZoneOf, type Country, type Locale } from '@/i18n/locales';
import type { Order } from '@/lib/api/commerce-contracts';
import {
  canAdvance,
  orderNumber,
  timelineFor,
  type BookingKind,
  type LocationType,
  type OrderStage,
  type OrderStatus,
  type PaymentStatus,
} from '@/lib/commerce';
import { PRODUCT_LINES, type ProductLine } from '@/lib/catalog';
import type { User } from '@/server/auth/session';
import { checkServiceable } from '@/server/addresses';
import { db, type Executor } from '@/server/db/client';
import {
  cartItems,
  carts,
  coupons,
  orderEvents,
  orderItems,
  orders,
  payments,
  plans,
  products,
  productTranslations,
  serviceableCities,
  users,
} from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { clinicsByIds, releaseSlot, reserveSlot } from './booking';
import { takeCouponUse } from './coupons';
import { findCart, summarize } from './cart';
import { dispatchDueMessages, queueSlotOpenMessages } from './notifications';
import { skinLinesOf } from '@/server/skin/cart-rules';
import { spendCoins } from '@/server/rewards/coins';
import { recordReferral } from '@/server/rewards/referrals';
import { undoOrderRewards } from '@/server/rewards/order-rewards';

type OrderRow = typeof orders.$inferSelect;

function refuse(path: string, code: string, message: string, params?: Record<string, string | number>): AppError {
  return new AppError('UNPROCESSABLE', message, [{ path, message, code, ...(params ? { params } : {}) }]);
}

/** Orders as the API shows them, with items, the latest payment, the centre and the timeline. */
export async function toOrders(rows: OrderRow[], database: Executor = db()): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, events, attempts, centres] = await Promise.all([
    database.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id),
    database.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)),
    database.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(desc(payments.createdAt)),
    clinicsByIds(rows.flatMap((r) => (r.clinicId ? [r.clinicId] : []))),
  ]);
  const productIds = [...new Set(items.flatMap((i) => (i.productId === null ? [] : [i.productId])))];
  const planCodes = [...new Set(items.flatMap((i) => (i.planCode === null ? [] : [i.planCode])))];
  const [skin, productLines, kits] = await Promise.all([
    skinLinesOf(database, planCodes),
    productIds.length
      ? database.select({ id: products.id, line: products.line }).from(products).where(inArray(products.id, productIds))
      : [],
    planCodes.length
      ? database
          .select({ code: plans.code })
          .from(plans)
          .where(and(inArray(plans.code, planCodes), eq(plans.kind, 'kit')))
      : [],
  ]);
  // Goods and kits are delivered; scans and sessions are not.
  const shipped = (item: (typeof items)[number]) =>
    item.productId !== null || kits.some((k) => k.code === item.planCode);
  const lineOf = (item: (typeof items)[number]): ProductLine =>
    item.planCode
      ? skin.has(item.planCode)
        ? 'skinnsi'
        : 'toothsi'
      : ((productLines.find((p) => p.id === item.productId)?.line as ProductLine | undefined) ?? 'toothsi');
  return rows.map((row) => {
    const mine = attempts.filter((p) => p.orderId === row.id);
    const latest = mine.find((p) => p.status === 'paid') ?? mine[0];
    const bookingKind = (row.bookingKind as BookingKind | null) ?? null;
    const own = items.filter((i) => i.orderId === row.id);
    const lines = new Set(own.map(lineOf));
    return {
      id: row.id,
      number: orderNumber(row.number),
      status: row.status as OrderStatus,
      stage: row.stage as OrderStage,
      currency: row.currency as Order['currency'],
      subtotalMinor: row.subtotalMinor,
      discountMinor: row.discountMinor,
      deliveryMinor: row.deliveryMinor,
      totalMinor: row.totalMinor,
      couponCode: row.couponCode,
      bookingKind,
      lines: PRODUCT_LINES.filter((l) => lines.has(l)),
      items: own.map((i) => {
        const info = i.planCode ? skin.get(i.planCode) : undefined;
        return {
          productId: i.productId,
          planCode: i.planCode,
          skin: info ? { category: info.category, service: info.service, sessions: info.sessions } : null,
          name: i.name,
          unitMinor: i.unitMinor,
          quantity: i.quantity,
          lineMinor: i.unitMinor * i.quantity,
        };
      }),
      address: row.address ?? null,
      locationType: (row.locationType as LocationType | null) ?? null,
      clinic: centres.find((c) => c.id === row.clinicId) ?? null,
      slotStartsAt: row.slotStartsAt?.toISOString() ?? null,
      slotTimeZone: row.slotStartsAt ? (row.slotTimeZone ?? timeZoneOf(row.country as Country)) : null,
      payment: latest
        ? { status: latest.status as PaymentStatus, gateway: latest.gateway, attempts: mine.length }
        : null,
      timeline: timelineFor(bookingKind).map((stage) => ({
        stage,
        at: events.find((e) => e.orderId === row.id && e.stage === stage)?.at.toISOString() ?? null,
      })),
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      locale: row.locale,
      ships: own.some(shipped),
    };
  });
}

export async function toOrder(row: OrderRow, database: Executor = db()): Promise<Order> {
  const [order] = await toOrders([row], database);
  if (!order) throw new AppError('INTERNAL', 'Could not read the order.');
  return order;
}

/** An order of this user, or 404: another customer's order id looks exactly like one that does not exist. */
export async function ownOrderRow(userId: string, id: string, database: Executor = db()): Promise<OrderRow> {
  const [row] = await database
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'We could not find this order.');
  return row;
}

export async function listOrders(userId: string): Promise<Order[]> {
  return toOrders(
    await db().select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(50),
  );
}

/**
 * Places the cart's order. Everything is settled in one transaction: prices re-read, stock taken, the slot's
 * place reserved, the coupon's use counted, the order written and the cart emptied; any refusal undoes it all.
 */
export async function placeOrder(
  user: User,
  input: { country: Country; locale: string; expectedTotalMinor: number },
  now = new Date(),
): Promise<OrderRow> {
  const market = { country: input.country, locale: localeInfo(input.locale as Locale).contentLocale };
  return db().transaction(async (tx) => {
    // The cart of the market the order is placed in, and only it.
    const cart = await findCart({ userId: user.id, guestToken: null }, input.country, tx);
    // Serialise checkouts of one cart: a double-click places one order.
    if (cart) await tx.execute(sql`select id from carts where id = ${cart.id} for update`);
    const summary = await summarize(cart, market, user.id, tx, now);
    if (!cart || summary.lines.length === 0) throw refuse('cart', 'empty', 'Your cart is empty.');
    const problem = summary.lines.find((l) => l.problem);
    if (problem)
      throw refuse(
        'cart',
        problem.problem ?? 'lineProblem',
        `${problem.kind === 'product' ? problem.name : 'Your plan'} cannot be ordered as it is. Review your cart.`,
      );
    // An address only for what needs one: a home visit, or goods to deliver. A visit at a centre needs none.
    const needed = summary.addressFor ? summary.address : null;
    if (summary.addressFor && !needed)
      throw refuse(
        'address',
        'chooseAddress',
        summary.addressFor === 'homeVisit' ? 'Choose the address of the home visit.' : 'Choose a delivery address.',
      );
    if (needed) {
      await checkServiceable({ country: needed.country, city: needed.city, pincode: needed.pincode }, tx);
      if (needed.country !== input.country)
        throw refuse('address', 'addressCountry', 'Choose an address in the country you are shopping in.');
    }
    if (summary.coupon && !summary.coupon.applied)
      throw refuse(
        'coupon',
        summary.coupon.reason ?? 'unknown',
        'Your coupon cannot be used any more. Remove it to continue.',
      );
    if (summary.booking?.locationType === 'centre' && !summary.booking.clinic)
      throw refuse('clinic', 'chooseClinic', 'Choose a centre for your scan.');
    if (summary.booking?.clinic) {
      const [city] = await tx
        .select({ country: serviceableCities.country })
        .from(serviceableCities)
        .where(eq(serviceableCities.city, summary.booking.clinic.city));
      if (city?.country !== input.country)
        throw refuse('clinic', 'clinicNotInMarket', 'This centre is in another country. Choose one near you.');
    }
    if (summary.booking && !summary.booking.slot) throw refuse('slot', 'chooseSlot', 'Choose a time for your scan.');
    if (summary.totalMinor !== input.expectedTotalMinor) {
      throw refuse(
        'body.expectedTotalMinor',
        'amountMismatch',
        'The total changed since you last saw it. Check the new total and place the order again.',
        { totalMinor: summary.totalMinor },
      );
    }

    for (const line of summary.lines) {
      if (line.productId === null) continue;
      const [taken] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.quantity}` })
        .where(and(eq(products.id, line.productId), sql`${products.stock} >= ${line.quantity}`))
        .returning({ id: products.id });
      if (!taken) throw refuse('cart', 'outOfStock', `${line.name} just sold out. Review your cart.`);
    }
    let slotStartsAt: Date | null = null;
    if (summary.booking?.slot && summary.booking.locationKey)
      slotStartsAt = (await reserveSlot(tx, summary.booking.slot.id, summary.booking.locationKey, now)).startsAt;
    if (summary.coupon?.applied) {
      // Its total and per-customer limits, under the coupon's row lock (server/commerce/coupons.ts).
      const refused = await takeCouponUse(tx, summary.coupon.code, user.id);
      if (refused === 'usedUp') throw refuse('coupon', 'usedUp', 'This coupon has been used up.');
      if (refused === 'alreadyUsed') throw refuse('coupon', 'alreadyUsed', 'You have already used this coupon.');
    }

    let address: Record<string, string | null> | null = null;
    if (needed) {
      const { id: _id, isDefault: _default, ...kept } = needed;
      address = kept;
    }
    const [order] = await tx
      .insert(orders)
      .values({
        userId: user.id,
        country: input.country,
        currency: summary.currency,
        subtotalMinor: summary.subtotalMinor,
        discountMinor: summary.discountMinor,
        deliveryMinor: summary.deliveryMinor,
        totalMinor: summary.totalMinor,
        couponCode: summary.coupon?.applied ? summary.coupon.code : null,
        address,
        bookingKind: summary.booking?.kind ?? null,
        locationType: summary.booking?.locationType ?? null,
        clinicId: summary.booking?.clinic?.id ?? null,
        slotId: summary.booking?.slot?.id ?? null,
        slotStartsAt,
        slotTimeZone: slotStartsAt ? (summary.booking?.timeZone ?? null) : null,
        locale: input.locale,
      })
      .returning();
    if (!order) throw new AppError('INTERNAL', 'Could not place the order.');
    // Coins are spent under their account's lock: of two checkouts spending the same coins, the second is refused.
    for (const line of summary.coins?.use ? summary.coins.lines : []) {
      if (!(await spendCoins(tx, { userId: user.id, line: line.line, coins: line.coins, orderId: order.id }, now))) {
        throw refuse(
          'coins',
          'coinsChanged',
          'Your coin balance changed. Check the new total and place the order again.',
        );
      }
    }
    if (
      summary.referral?.applied &&
      !(await recordReferral(tx, { order, code: summary.referral.code, discountMinor: summary.referral.discountMinor }))
    ) {
      throw refuse('referral', 'notFirstOrder', 'A referral discount is for a first order only.');
    }
    // Product names are kept in English as well as shown in the order's language, for support and receipts.
    const englishNames = await tx
      .select()
      .from(productTranslations)
      .where(
        and(
          inArray(
            productTranslations.productId,
            summary.lines.flatMap((l) => (l.productId ? [l.productId] : [-1])),
          ),
          eq(productTranslations.locale, 'en'),
        ),
      );
    await tx.insert(orderItems).values(
      summary.lines.map((l) => ({
        orderId: order.id,
        productId: l.productId,
        planCode: l.planCode,
        name: l.productId
          ? market.locale.startsWith('ar')
            ? l.name
            : (englishNames.find((n) => n.productId === l.productId)?.name ?? l.name)
          : (l.planCode ?? ''),
        unitMinor: l.unitMinor,
        quantity: l.quantity,
      })),
    );
    await tx.insert(orderEvents).values({ orderId: order.id, stage: 'placed', at: now });
    await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
    await tx
      .update(carts)
      .set({
        couponCode: null,
        referralCode: null,
        useCoins: false,
        locationType: null,
        clinicId: null,
        slotId: null,
        updatedAt: now,
      })
      .where(eq(carts.id, cart.id));
    return order;
  });
}

/**
 * Cancels an unpaid order and gives back what it held: stock, the slot's place (telling those waiting), the coupon
 * use and the coins it spent; its referral is reversed.
 */
export async function cancelOrder(userId: string, id: string): Promise<OrderRow> {
  const result = await db().transaction(async (tx) => {
    await tx.execute(sql`select id from orders where id = ${id} for update`);
    const row = await ownOrderRow(userId, id, tx);
    if (row.status === 'cancelled') return row;
    if (row.status !== 'pending_payment')
      throw refuse('order', 'alreadyPaid', 'This order is paid. To cancel it, talk to our support team.');
    const inFlight = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, id), eq(payments.status, 'pending')));
    if (inFlight.length)
      throw refuse(
        'order',
        'paymentPending',
        'A payment for this order is still being confirmed by your bank. Try again in a few minutes.',
      );
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(and(eq(orders.id, id), eq(orders.status, 'pending_payment')))
      .returning();
    if (!cancelled) throw new AppError('CONFLICT', 'The order changed meanwhile. Reload and try again.');
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, id));
    for (const item of items)
      if (item.productId)
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${item.quantity}` })
          .where(eq(products.id, item.productId));
    if (row.couponCode)
      await tx
        .update(coupons)
        .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
        .where(eq(coupons.code, row.couponCode));
    if (row.slotId) await queueSlotOpenMessages(tx, await releaseSlot(tx, row.slotId));
    // Coins it spent come back; its referral (never earned: it was not paid) is reversed.
    await undoOrderRewards(tx, cancelled, 'cancelled', cancelled.cancelledAt ?? new Date());
    return cancelled;
  });
  await dispatchDueMessages().catch((error: unknown) => console.error('[orders] message dispatch failed', error));
  return result;
}

/** Operations move a paid order along its timeline, forward only; the customer's journey stage follows. */
export async function advanceStage(id: string, stage: OrderStage): Promise<OrderRow> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`select id from orders where id = ${id} for update`);
    const [row] = await tx.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'We could not find this order.');
    if (row.status !== 'paid') throw refuse('body.stage', 'notPaid', 'Only a paid order moves along its timeline.');
    const booking = (row.bookingKind as BookingKind | null) ?? null;
    if (!canAdvance(row.stage as OrderStage, stage, booking))
      throw refuse('body.stage', 'backwards', `An order at ${row.stage} cannot move to ${stage}.`);
    const [moved] = await tx.update(orders).set({ stage }).where(eq(orders.id, id)).returning();
    // Steps skipped on the way are stamped too, so the timeline has no holes.
    const line = timelineFor(booking);
    const from = line.indexOf(row.stage as OrderStage);
    const to = line.indexOf(stage);
    await tx
      .insert(orderEvents)
      .values(line.slice(from + 1, to + 1).map((s) => ({ orderId: id, stage: s })))
      .onConflictDoNothing();
    if (stage === 'dispatched' || stage === 'delivered') {
      const aligners = booking === 'scan'; // a scan order's dispatch is the aligners going out
      if (aligners)
        await tx
          .update(users)
          .set({ journeyStage: 'alignersDispatched', updatedAt: new Date() })
          .where(eq(users.id, row.userId));
    }
    if (!moved) throw new AppError('INTERNAL', 'Could not move the order.');
    return moved;
  });
}
