import { apiRoute } from '@/server/api/handler';
import { setLocationTypeContract } from '@/lib/api/commerce-contracts';
import { cartAnswer } from '@/server/commerce/cart-api';
import { setLocationType } from '@/server/commerce/cart';

export const POST = apiRoute(setLocationTypeContract, async ({ request, query, body }) =>
  cartAnswer(request, query, (cart) => setLocationType(cart, body.locationType, query.country)),
);
