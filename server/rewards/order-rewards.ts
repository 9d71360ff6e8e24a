import 'server-only';
import type { ReversalReason } from '@/lib/referral-rules';
import type { Executor } from '@/server/db/client';
import type { orders } from '@/server/db/schema';
import { earnCoinsForOrder, reverseOrderCoins } from './coins';
import { earnReferral, reverseReferral } from './referrals';

type OrderRow = typeof orders.$inferSelect;

/**
 * What a paid order earns, in the transaction that marks it paid (server/payments/service.ts creditOrder, which runs
 * once per order): the referrer's cashback for a friend's qualifying order, and the customer's coins.
 */
export async function rewardPaidOrder(tx: Executor, order: OrderRow, now: Date): Promise<void> {
  await earnReferral(tx, order, now);
  await earnCoinsForOrder(tx, order, now);
}

/** Undoes an order's rewards when it is cancelled unpaid or refunded: its referral, its coins earned and spent. */
export async function undoOrderRewards(
  tx: Executor,
  order: OrderRow,
  reason: ReversalReason,
  now: Date,
): Promise<void> {
  await reverseReferral(tx, order.id, reason, now);
  await reverseOrderCoins(tx, order, now);
}
