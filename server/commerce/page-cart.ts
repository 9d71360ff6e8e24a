import 'server-only';
import type { Locale } from '@/i18n/locales';
import type { CartSummary } from '@/lib/api/commerce-contracts';
import { marketOf } from '@/lib/api/paths';
import { findCart, summarize, type CartOwner } from './cart';

/**
 * The cart of a page rendered per request, as the cart endpoint answers it in the page's market (marketOf, the
 * same the cart calls of its islands send): for the bag, the checkout review and the schedule. The market's own cart:
 * a cart filled in another market is not shown here.
 */
export async function pageCart(locale: Locale, owner: CartOwner): Promise<CartSummary> {
  const market = marketOf(locale);
  return summarize(await findCart(owner, market.country), market, owner.userId);
}
