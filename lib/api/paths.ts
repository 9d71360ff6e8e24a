/**
 * Paths of the API reads the browser's islands make. The contracts and the islands share them. No zod here: the
 * islands import this.
 */
import { localeInfo, type ContentLocale, type Country, type Locale } from '@/i18n/locales';

export const SESSION_PATH = '/api/v1/auth/session';
export const ASSESSMENTS_PATH = '/api/v1/customer-assessment/list';
export const ORDERS_PATH = '/api/v1/orders';
export const CART_PATH = '/api/v1/cart';
export const CALLBACK_REQUESTS_PATH = '/api/v1/support/callback-requests';
export const INQUIRIES_PATH = '/api/v1/support/inquiries';
export const LAUNCH_ALERTS_PATH = '/api/v1/launch-alerts';
/** When a shop order arrives: by PIN code (India) or delivery city (the Gulf). */
export const DELIVERY_ESTIMATE_PATH = '/api/v1/delivery/estimate';

/** The market of a page's locale: prices in its country's currency, names in its content locale. */
export function marketOf(locale: string): { country: Country; locale: ContentLocale } {
  const info = localeInfo(locale as Locale);
  return { country: info.country, locale: info.contentLocale };
}

/** The market query every cart call carries (marketOf); the server reads the same market for the bag's page. */
export function marketQuery(locale: string): string {
  const market = marketOf(locale);
  return `country=${market.country}&locale=${encodeURIComponent(market.locale)}`;
}

/** The cart summary of a market, which the cart islands read (the bag's page renders it on the server first). */
export function cartSummaryPath(locale: string): string {
  return `${CART_PATH}?${marketQuery(locale)}`;
}
