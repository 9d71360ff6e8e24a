import type { Order } from './api/commerce-contracts';

/** A free booking is "confirmed" rather than "paid"; an unpaid order whose bank has not answered is "confirming". */
export function statusKey(
  order: Pick<Order, 'status' | 'totalMinor' | 'payment'>,
): Order['status'] | 'confirmed' | 'confirming' {
  if (order.status === 'paid' && order.totalMinor === 0) return 'confirmed';
  if (order.status === 'pending_payment' && order.payment?.status === 'pending') return 'confirming';
  return order.status;
}
