import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES, LOCALE_IDS, type Locale } from './locales';

const prefixes = Object.fromEntries(LOCALES.map((l) => [l.id, `/${l.segment}`])) as Record<Locale, string>;

/**
 * One routing config for the proxy, the navigation helpers and the request config.
 * `/` is en-IN; `/en/...` redirects to `/...` so each page has one canonical URL.
 * No Accept-Language or cookie negotiation: a URL always means the same page, which keeps pages cacheable.
 */
export const routing = defineRouting({
  locales: LOCALE_IDS,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: { mode: 'as-needed', prefixes },
  localeDetection: false,
  localeCookie: false,
  alternateLinks: true,
});
