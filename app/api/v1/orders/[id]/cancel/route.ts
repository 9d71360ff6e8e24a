import { apiRoute } from '@/server/api/handler';
import { cancelOrderContract } from '@/lib/api/commerce-contracts';
import { requireSession } from '@/server/auth/session';
import { cancelOrder, toOrder } from '@/server/commerce/orders';

export const POST = apiRoute(cancelOrderContract, async ({ request, params }) => {
  const { user } = await requireSession(request);
  return { body: { order: await toOrder(await cancelOrder(user.id, params.id)) } };
});
