import { apiRoute } from '@/server/api/handler';
import { setScheduleContract } from '@/lib/api/commerce-contracts';
import { requireSession } from '@/server/auth/session';
import { cartAnswer } from '@/server/commerce/cart-api';
import { setSchedule, summarize } from '@/server/commerce/cart';

export const POST = apiRoute(setScheduleContract, async ({ request, query, body }) => {
  const { user } = await requireSession(request);
  return cartAnswer(request, query, async (cart) =>
    setSchedule(cart, await summarize(cart, query, user.id), body.slotId),
  );
});
