import { apiRoute } from '@/server/api/handler';
import { bookSkinPackageContract } from '@/lib/api/skin-contracts';
import { cartAnswer } from '@/server/commerce/cart-api';
import { bookSkinPackage } from '@/server/skin/booking';

export const POST = apiRoute(bookSkinPackageContract, async ({ request, query, body }) =>
  cartAnswer(request, query, (cart) => bookSkinPackage(cart, body, query.country)),
);
