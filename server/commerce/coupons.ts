import 'server-only';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { coupons, orders } from '@/server/db/schema';

/** A coupon's uses by one customer: their orders that hold it (a cancelled order gave its use back). */
export async function customerCouponUses(database: Executor, userId: string, code: string): Promise<number> {
  const [row] = await database
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.couponCode, code), ne(orders.status, 'cancelled')));
  return Number(row?.n ?? 0);
}

/**
 * Takes one use of a coupon for a customer's order, inside the order's transaction; answers why it cannot
 * (`usedUp`: no uses left in all, `alreadyUsed`: none left for this customer), or null when taken. The total is
 * counted by a conditional UPDATE, which also holds the coupon's row lock until the transaction ends: every other
 * checkout with this coupon waits on it, so the customer's own uses, counted after it, include any order with it
 * that another checkout of theirs has just committed (READ COMMITTED reads the newest rows per statement).
 */
export async function takeCouponUse(
  tx: Executor,
  code: string,
  userId: string,
): Promise<null | 'usedUp' | 'alreadyUsed'> {
  const [taken] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.code, code), sql`(${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`))
    .returning({ perCustomer: coupons.maxUsesPerCustomer });
  if (!taken) return 'usedUp';
  if (taken.perCustomer !== null && (await customerCouponUses(tx, userId, code)) >= taken.perCustomer)
    return 'alreadyUsed';
  return null;
}
