import { apiRoute } from '@/server/api/handler';
import { getUserChoiceContract, saveUserChoiceContract } from '@/lib/api/skin-contracts';
import { cartCookies, cartOwner } from '@/server/commerce/cart';
import { getSkinChoice, saveSkinChoice } from '@/server/skin/choice';

export const GET = apiRoute(getUserChoiceContract, async ({ request }) => ({
  body: { choice: await getSkinChoice(await cartOwner(request)) },
}));

/** A guest without a cart gets one (and its cookie) to keep the choice in; its item count is still 0. */
export const PUT = apiRoute(saveUserChoiceContract, async ({ request, query, body }) => {
  const { choice, newGuestToken } = await saveSkinChoice(await cartOwner(request), body, query.country);
  return { body: { choice }, ...(newGuestToken ? { cookies: cartCookies(request, { newGuestToken, count: 0 }) } : {}) };
});
