import { apiRoute } from '@/server/api/handler';
import { cartCountContract } from '@/lib/api/commerce-contracts';
import { cartCookies, cartCount, cartOwner } from '@/server/commerce/cart';

export const GET = apiRoute(cartCountContract, async ({ request }) => {
  const count = await cartCount(await cartOwner(request));
  return { body: { count }, cookies: cartCookies(request, { count }) };
});
