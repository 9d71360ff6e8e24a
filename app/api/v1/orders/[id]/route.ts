import { apiRoute } from '@/server/api/handler';
import { singleOrderContract } from '@/lib/api/commerce-contracts';
import { requireSession } from '@/server/auth/session';
import { ownOrderRow, toOrder } from '@/server/commerce/orders';
import { reconcileOrder } from '@/server/payments/service';

export const GET = apiRoute(singleOrderContract, async ({ request, params }) => {
  const { user } = await requireSession(request);
  const row = await ownOrderRow(user.id, params.id);
  if (row.status === 'pending_payment') await reconcileOrder(row.id);
  return { body: { order: await toOrder(row.status === 'pending_payment' ? await ownOrderRow(user.id, params.id) : row) } };
});
