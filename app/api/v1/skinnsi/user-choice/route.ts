import { apiRoute } from '@/server/api/handler';
import { getUserChoiceContract, saveUserChoiceContract } from '@/lib/api/skin-contracts';
import { cartCookies, cartOwner } from '@/server/commerce/cart';
import { getSkinChoice, saveSkinChoice } from '@/server/skin/choice';

/** The choice kept with the visitor's cart of the market (each market's cart keeps its own). */
export const GET = apiRoute(getUserChoiceContract, async ({ request, query }) => ({
  body: { choice: await getSkinChoice(await cartOwner(request), query.country) },
}));

/** A guest without a cart gets one (and its cookie) to keep the choice in; its item count is still 0. */
export const PUT = apiRoute(saveUserChoiceContract, async ({ request, query, body }) => {
  const { choice, newGuestToken } = await saveSkinChoice(await cartOwner(request), body, query.country);
  return {
    body: { choice },
    ...(newGuestToken ? { cookies: cartCookies(request, { newGuestToken, counts: { [query.country]: 0 } }) } : {}),
  };
});
