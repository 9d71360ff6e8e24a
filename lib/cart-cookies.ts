import type { Country } from '@/i18n/locales';

/** The guest cart's cookie (its token is stored only as a hash) and the readable badge count. */
export const GUEST_CART_COOKIE = 'cart';
export const SECURE_GUEST_CART_COOKIE = '__Host-cart';
export const GUEST_CART_TTL_DAYS = 30;
/** Not secret: the number of items, so the header badge needs no request on static pages. */
export const CART_COUNT_COOKIE = 'bag';

/**
 * The badge count of a market's cart (one cart per market): India's keeps the first name, `bag`; a Gulf market's is
 * `bag-ae`, `bag-sa`…
 */
export function cartCountCookie(country: Country): string {
  return country === 'IN' ? CART_COUNT_COOKIE : `${CART_COUNT_COOKIE}-${country.toLowerCase()}`;
}
/** Fired on window when the cart changes in this tab. */
export const CART_CHANGED_EVENT = 'sitrus:cart-changed';
