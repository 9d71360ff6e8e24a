import 'server-only';
import type { NextRequest } from 'next/server';
import type { CartSummary } from '@/lib/api/commerce-contracts';
import {
  cartCookies,
  cartOwner,
  ensureCart,
  findCart,
  summarize,
  type CartOwner,
  type CartRow,
  type Market,
} from './cart';
import { adoptLinkedReferral } from '@/server/rewards/cart-rewards';

/**
 * The shape of every cart endpoint: find (or, for a change, create) the caller's cart, apply the change, and
 * answer the fresh summary with the cookies that go with it (a new guest cart's token, the badge count).
 * A referral link's code waiting in its cookie is kept on the cart on the way.
 */
export async function cartAnswer(
  request: NextRequest,
  market: Market,
  change?: (cart: CartRow, owner: CartOwner) => Promise<void>,
) {
  const owner = await cartOwner(request);
  let newGuestToken: string | null = null;
  // The cart of the page's market: another market's cart is never shown or repriced here.
  let cart = await findCart(owner, market.country);
  if (change) {
    const ensured = cart ? { cart, newGuestToken: null } : await ensureCart(owner, market.country);
    newGuestToken = ensured.newGuestToken;
    await change(ensured.cart, owner);
    cart = await findCart(newGuestToken ? { userId: null, guestToken: newGuestToken } : owner, market.country);
  }
  // A friend's referral link the visitor came by (its cookie) is kept on their cart (server/rewards/cart-rewards.ts).
  cart = await adoptLinkedReferral(cart, request.cookies);
  const summary: CartSummary = await summarize(cart, market, owner.userId);
  return {
    body: { cart: summary },
    cookies: cartCookies(request, { newGuestToken, counts: { [market.country]: summary.count } }),
  };
}
