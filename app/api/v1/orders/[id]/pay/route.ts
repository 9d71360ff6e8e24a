import { apiRoute } from '@/server/api/handler';
import { payOrderContract } from '@/lib/api/commerce-contracts';
import { requireSession } from '@/server/auth/session';
import { ownOrderRow, toOrder } from '@/server/commerce/orders';
import { beginPayment } from '@/server/payments/begin';

/** Payment links and retries: a new attempt of the owner's unpaid order, for the order's amount. */
export const POST = apiRoute(payOrderContract, async ({ request, params }) => {
  const { user } = await requireSession(request);
  const row = await ownOrderRow(user.id, params.id);
  const checkout = await beginPayment(row, user);
  return { body: { order: await toOrder(await ownOrderRow(user.id, params.id)), checkout } };
});
