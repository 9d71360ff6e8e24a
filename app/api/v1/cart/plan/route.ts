import { apiRoute } from '@/server/api/handler';
import { removePlanContract } from '@/lib/api/commerce-contracts';
import { cartAnswer } from '@/server/commerce/cart-api';
import { removePlan } from '@/server/commerce/cart';

export const DELETE = apiRoute(removePlanContract, async ({ request, query }) =>
  cartAnswer(request, query, (cart) => removePlan(cart)),
);
