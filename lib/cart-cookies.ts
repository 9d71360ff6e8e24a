/** The guest cart's cookie (its token is stored only as a hash) and the readable badge count. */
export const GUEST_CART_COOKIE = 'cart';
export const SECURE_GUEST_CART_COOKIE = '__Host-cart';
export const GUEST_CART_TTL_DAYS = 30;
/** Not secret: the number of items, so the header badge needs no request on static pages. */
export const CART_COUNT_COOKIE = 'bag';
/** Fired on window when the cart changes in this tab. */
export const CART_CHANGED_EVENT = 'sitrus:cart-changed';
