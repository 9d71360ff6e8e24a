import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { undoOrderRewards } from '@/server/rewards/order-rewards';

type OrderRow = typeof orders.$inferSelect;

/**
 * Operations refund a paid order (the money goes back through the gateway's dashboard): the order becomes `refunded`
 * and, in the same transaction, the coins it earned are taken back, the coins it spent given back and a friend's
 * referral cashback it earned reversed. A second call changes nothing.
 */
export async function refundOrder(id: string, now = new Date()): Promise<OrderRow> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`select id from orders where id = ${id} for update`);
    const [row] = await tx.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'We could not find this order.');
    if (row.status === 'refunded') return row;
    if (row.status !== 'paid') {
      const message = 'Only a paid order can be refunded; an unpaid one is cancelled.';
      throw new AppError('UNPROCESSABLE', message, [{ path: 'order', message, code: 'notPaid' }]);
    }
    const [refunded] = await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: now })
      .where(and(eq(orders.id, id), eq(orders.status, 'paid')))
      .returning();
    if (!refunded) throw new AppError('CONFLICT', 'The order changed meanwhile. Try again.');
    await undoOrderRewards(tx, refunded, 'refunded', now);
    return refunded;
  });
}
