import { apiRoute } from '@/server/api/handler';
import { listOrdersContract, placeOrderContract } from '@/lib/api/commerce-contracts';
import { requireSession } from '@/server/auth/session';
import { cartCookies } from '@/server/commerce/cart';
import { listOrders, ownOrderRow, placeOrder, toOrder } from '@/server/commerce/orders';
import { beginPayment } from '@/server/payments/begin';

export const GET = apiRoute(listOrdersContract, async ({ request }) => {
  const { user } = await requireSession(request);
  return { body: { orders: await listOrders(user.id) } };
});

export const POST = apiRoute(placeOrderContract, async ({ request, body }) => {
  const { user } = await requireSession(request);
  const row = await placeOrder(user, body);
  const checkout = await beginPayment(row, user);
  // Read again: starting the payment may already have settled it (an order a coupon pays in full is paid now).
  return {
    status: 201,
    body: { order: await toOrder(await ownOrderRow(user.id, row.id)), checkout },
    // The cart of the order's market is emptied; another market's cart (and badge) is not touched.
    cookies: cartCookies(request, { counts: { [body.country]: 0 } }),
  };
});
