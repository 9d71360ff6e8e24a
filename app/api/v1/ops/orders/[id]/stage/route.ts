import { apiRoute } from '@/server/api/handler';
import { advanceOrderContract } from '@/lib/api/commerce-contracts';
import { requireBearer } from '@/server/api/bearer';
import { env } from '@/server/env';
import { advanceStage, toOrder } from '@/server/commerce/orders';

export const POST = apiRoute(advanceOrderContract, async ({ request, params, body }) => {
  requireBearer(request, env().OPS_SECRET, 'operations');
  return { body: { order: await toOrder(await advanceStage(params.id, body.stage)) } };
});
