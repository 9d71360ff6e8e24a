import { apiRoute } from '@/server/api/handler';
import { singleOrderContract } from '@/lib/api/commerce-contracts';
import { requireSession } from '@/server/auth/session';
import { ownOrder } from '@/server/commerce/own-order';

export const GET = apiRoute(singleOrderContract, async ({ request, params }) => {
  const { user } = await requireSession(request);
  return { body: { order: await ownOrder(user.id, params.id) } };
});
