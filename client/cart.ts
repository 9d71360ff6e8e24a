import { useCallback, useSyncExternalStore } from 'react';
import { useLocale } from 'next-intl';
import { COUNTRY_CODES, localeInfo, type Country } from '@/i18n/locales';
import type { CartSummary, Visit } from '@/lib/api/commerce-contracts';
import { CART_CHANGED_EVENT, cartCountCookie } from '@/lib/cart-cookies';
import { get, post, request } from './http';
import { cartSummaryPath, marketQuery } from '@/lib/api/paths';

export function announceCart(summary: Pick<CartSummary, 'count'>): void {
  window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail: summary.count }));
}

async function answered(call: Promise<{ cart: CartSummary }>): Promise<CartSummary> {
  const { cart } = await call;
  announceCart(cart);
  return cart;
}

export const cartApi = {
  summary: (locale: string) => answered(get(cartSummaryPath(locale))),
  add: (locale: string, item: { productId?: number; planCode?: string }, quantity = 1) =>
    answered(post(`/api/v1/cart/items?${marketQuery(locale)}`, { ...item, quantity, mode: 'add' })),
  setQuantity: (locale: string, productId: number, quantity: number) =>
    answered(post(`/api/v1/cart/items?${marketQuery(locale)}`, { productId, quantity, mode: 'set' })),
  removePlan: (locale: string) => answered(request('DELETE', `/api/v1/cart/plan?${marketQuery(locale)}`)),
  applyCoupon: (locale: string, code: string) => answered(post(`/api/v1/cart/coupon?${marketQuery(locale)}`, { code })),
  removeCoupon: (locale: string) => answered(request('DELETE', `/api/v1/cart/coupon?${marketQuery(locale)}`)),
  setLocationType: (locale: string, locationType: 'home' | 'centre') =>
    answered(post(`/api/v1/cart/location-type?${marketQuery(locale)}`, { locationType })),
  setClinic: (locale: string, clinicId: number) =>
    answered(post(`/api/v1/cart/clinic?${marketQuery(locale)}`, { clinicId })),
  setAddress: (locale: string, addressId: string) =>
    answered(post(`/api/v1/cart/address?${marketQuery(locale)}`, { addressId })),
  /** Where the booking happens, chosen once: a centre (no address), or home at one of the customer's addresses. */
  setVisit: (locale: string, visit: Visit) => answered(post(`/api/v1/cart/visit?${marketQuery(locale)}`, visit)),
  setSchedule: (locale: string, slotId: number) =>
    answered(post(`/api/v1/cart/schedule?${marketQuery(locale)}`, { slotId })),
};

function readCountCookie(country: Country): number {
  const match = new RegExp(`(?:^|; )${cartCountCookie(country)}=(\\d+)`).exec(document.cookie);
  return match ? Number(match[1]) : 0;
}

function subscribeCount(onChange: () => void): () => void {
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  window.addEventListener('focus', onChange);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
    window.removeEventListener('focus', onChange);
  };
}

/** The other markets' badge counts that are not zero, as `IN:2,SA:1` (a string: a stable snapshot). */
function readOtherCounts(country: Country): string {
  return COUNTRY_CODES.filter((c) => c !== country)
    .map((c) => [c, readCountCookie(c)] as const)
    .filter(([, count]) => count > 0)
    .map(([c, count]) => `${c}:${count}`)
    .join(',');
}

/**
 * The visitor's carts in other markets that hold something (from their badge cookies), so an empty bag can say
 * where the customer's things are: a cart belongs to one market and is never brought over repriced. Empty on the
 * server.
 */
export function useOtherMarketCarts(): Array<{ country: Country; count: number }> {
  const country = localeInfo(useLocale()).country;
  const read = useCallback(() => readOtherCounts(country), [country]);
  const snapshot = useSyncExternalStore(subscribeCount, read, () => '');
  return snapshot
    ? snapshot.split(',').map((entry) => {
        const [code, count] = entry.split(':');
        return { country: code as Country, count: Number(count) };
      })
    : [];
}

/**
 * The item count of the page's market's cart for the header badge, from the readable cookie the cart API keeps per
 * market (so static pages need no request), re-read whenever a cart changes in this tab or the tab regains focus.
 * Null on the server.
 */
export function useCartCount(): number | null {
  const country = localeInfo(useLocale()).country;
  const read = useCallback(() => readCountCookie(country), [country]);
  return useSyncExternalStore(subscribeCount, read, () => null);
}
