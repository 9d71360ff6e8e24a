import { apiRoute } from '@/server/api/handler';
import { refundOrderContract } from '@/lib/api/rewards-contracts';
import { requireBearer } from '@/server/api/bearer';
import { env } from '@/server/env';
import { toOrder } from '@/server/commerce/orders';
import { refundOrder } from '@/server/commerce/refunds';

export const POST = apiRoute(refundOrderContract, async ({ request, params }) => {
  requireBearer(request, env().OPS_SECRET, 'operations');
  return { body: { order: await toOrder(await refundOrder(params.id)) } };
});
