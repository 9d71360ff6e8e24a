import { apiRoute } from '@/server/api/handler';
import { useCoinsContract } from '@/lib/api/rewards-contracts';
import { requireSession } from '@/server/auth/session';
import { cartAnswer } from '@/server/commerce/cart-api';
import { setUseCoins } from '@/server/rewards/cart-rewards';

/** Coins are the signed-in customer's: a guest signs in first. */
export const POST = apiRoute(useCoinsContract, async ({ request, query, body }) => {
  await requireSession(request);
  return cartAnswer(request, query, (cart) => setUseCoins(cart, body.use));
});
