import { apiRoute } from '@/server/api/handler';
import { updateCartContract } from '@/lib/api/commerce-contracts';
import { cartAnswer } from '@/server/commerce/cart-api';
import { updateCart } from '@/server/commerce/cart';

export const POST = apiRoute(updateCartContract, async ({ request, query, body }) =>
  cartAnswer(request, query, (cart) => updateCart(cart, body, query.country)),
);
