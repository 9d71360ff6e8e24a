import type { Country } from '@/i18n/locales';
import { marketOf } from '@/lib/api/paths';

/**
 * Every React Query key of the app, in one place: what is cached, and what a mutation invalidates. Keys start with
 * their resource, so invalidating `['cart']` reaches every market's cart and `['orders']` every order.
 */
export const queryKeys = {
  /** Who is signed in (null for a visitor). */
  session: ['session'] as const,
  /** Every cart read: all markets. */
  carts: ['cart'] as const,
  /** The cart of a page's market (prices in its currency, names in its content locale). */
  cart: (locale: string) => {
    const market = marketOf(locale);
    return ['cart', market.country, market.locale] as const;
  },
  addresses: ['addresses'] as const,
  smileTracker: ['smileTracker'] as const,
  /** Every order read: the list, single orders, the latest. */
  orders: ['orders'] as const,
  order: (id: string) => ['orders', 'one', id] as const,
  latestOrder: ['orders', 'latest'] as const,
  /** The free times at the place of an order's booked visit, to move it. */
  appointmentSlots: (id: string) => ['orders', 'one', id, 'slots'] as const,
  /** The free times of the place of the cart's scan. */
  slots: ['booking', 'slots'] as const,
  bookingCities: (country: Country) => ['booking', 'cities', country] as const,
  scanTypes: (country: Country, city: string) => ['booking', 'scanTypes', country, city] as const,
  clinics: (country: string, city: string) => ['booking', 'clinics', country, city] as const,
  /** Free scan times of a city's home visits or one centre, shown before sign-in. */
  availability: (country: Country, city: string, place: 'home' | 'centre', clinicId: number | null) =>
    ['booking', 'availability', country, city, place, clinicId] as const,
  /** Cities where we deliver and visit (both lines), for the address form. */
  addressCities: (country: Country) => ['addressCities', country] as const,
  /** Where the visitor's IP places them (city, lat/lng), for the centre finder's order; never stored. */
  ipLocation: ['ipLocation'] as const,
  /** Which skin services a city offers (spec §3 location-based services). */
  skinServicesForCity: (country: Country, city: string) => ['skinnsi', 'services', country, city] as const,
  /** When a shop order reaches a PIN code (India) or a delivery city (the Gulf), for the product pages. */
  deliveryEstimate: (country: Country, where: string) => ['delivery', country, where] as const,
  /** The signed-in customer's referral code, amounts and cashback totals in a market. */
  myReferral: (country: Country) => ['referrals', 'me', country] as const,
  /** Their share links and invitation text in a locale. */
  referralShare: (locale: string) => ['referrals', 'share', locale] as const,
  /** Their friends' qualifying orders. */
  referralTransactions: ['referrals', 'transactions'] as const,
  /** The first name of a referral code's owner, for the invitation page. */
  referrerName: (code: string) => ['referrals', 'referrer', code] as const,
};

/** Keys of the mutations other islands watch. */
export const mutationKeys = {
  /** Signing out in this tab: the page is left on purpose, not for a session that ended (useSignedInSession). */
  signOut: ['signOut'] as const,
};

/** Keys that belong to whoever is signed in: everything but the session itself and the public catalogues and estimates. */
export function isPersonalKey(key: readonly unknown[]): boolean {
  return (
    key[0] !== 'session' &&
    key[0] !== 'addressCities' &&
    key[0] !== 'ipLocation' &&
    key[0] !== 'skinnsi' &&
    key[0] !== 'delivery' &&
    !(key[0] === 'booking' && key[1] !== 'slots')
  );
}
