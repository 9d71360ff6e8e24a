import 'server-only';
import type { Order } from '@/lib/api/commerce-contracts';
import { reconcileOrder } from '@/server/payments/service';
import { AppError } from '@/server/errors';
import type { ProductLine } from '@/lib/catalog';
import { orderLine } from '@/lib/payment-pages';
import { listOrders, ownOrderRow, toOrder } from './orders';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An order of this customer as the order endpoint answers it: a payment still pending is first reconciled with the
 * gateway, so a page shows the real state. 404 for an id that is not theirs (or not an id at all).
 */
export async function ownOrder(userId: string, id: string): Promise<Order> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'We could not find this order.');
  const row = await ownOrderRow(userId, id);
  if (row.status !== 'pending_payment') return toOrder(row);
  await reconcileOrder(row.id);
  return toOrder(await ownOrderRow(userId, id));
}

/**
 * The order a page of an order shows: the one of `id` (the route's, or `?order=`), else the customer's latest (of
 * `line` when the page is one line's: a skinnsi payment page never shows a toothsi order); null when there is none
 * (another customer's id looks the same).
 */
export async function pageOrder(userId: string, id: string | null, line?: ProductLine): Promise<Order | null> {
  if (!id) return (await listOrders(userId)).find((order) => !line || orderLine(order) === line) ?? null;
  return ownOrder(userId, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
}
