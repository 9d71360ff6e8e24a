import { apiRoute } from '@/server/api/handler';
import { setVisitContract } from '@/lib/api/commerce-contracts';
import { requireSession } from '@/server/auth/session';
import { cartAnswer } from '@/server/commerce/cart-api';
import { setVisit } from '@/server/commerce/cart';

/** A centre visit is open to a guest's cart; a home visit needs the customer's own address, so a signed-in customer. */
export const POST = apiRoute(setVisitContract, async ({ request, query, body }) => {
  if (body.locationType === 'home') await requireSession(request);
  return cartAnswer(request, query, (cart, owner) => setVisit(cart, body, owner.userId, query.country));
});
