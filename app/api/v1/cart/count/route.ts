import { apiRoute } from '@/server/api/handler';
import { cartCountContract } from '@/lib/api/commerce-contracts';
import { cartCookies, cartCount, cartOwner } from '@/server/commerce/cart';

/** The item count of the market's cart (India's without a country), and its badge cookie. */
export const GET = apiRoute(cartCountContract, async ({ request, query }) => {
  const count = await cartCount(await cartOwner(request), query.country);
  return { body: { count }, cookies: cartCookies(request, { counts: { [query.country]: count } }) };
});
