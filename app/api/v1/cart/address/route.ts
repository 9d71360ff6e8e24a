import { apiRoute } from '@/server/api/handler';
import { setCartAddressContract } from '@/lib/api/commerce-contracts';
import { requireSession } from '@/server/auth/session';
import { cartAnswer } from '@/server/commerce/cart-api';
import { setCartAddress } from '@/server/commerce/cart';

export const POST = apiRoute(setCartAddressContract, async ({ request, query, body }) => {
  const { user } = await requireSession(request);
  return cartAnswer(request, query, (cart) => setCartAddress(cart, user.id, body.addressId));
});
