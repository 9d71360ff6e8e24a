import { DEFAULT_LOCALE, localeBySegment, localeInfo, type Locale } from './locales';

/**
 * A locale-free app path (`/toothsi/pricing`) as the URL of a locale (`/uae-ar/toothsi/pricing`). The default
 * locale has no prefix (`/toothsi/pricing`), as the routing config says (`localePrefix: 'as-needed'`).
 * Pure, so server code, client islands and tests share it without a provider.
 */
export function getPathname({ href, locale }: { href: string; locale: Locale }): string {
  if (locale === DEFAULT_LOCALE) return href;
  const prefix = `/${localeInfo(locale).segment}`;
  return href === '/' ? prefix : `${prefix}${href}`;
}

/** An app path (`/toothsi/pricing?x=1#plans`) in a locale (`/uae-ar/toothsi/pricing?x=1#plans`); others unchanged. */
export function localizedHref(href: string, locale: Locale): string {
  if (!isAppPath(href)) return href;
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  return `${getPathname({ href: path, locale })}${cut < 0 ? '' : href.slice(cut)}`;
}

/**
 * The app path behind a locale's URL, the inverse of localizedHref: `/uae-ar/toothsi/pricing?x=1` in `ar-AE` is
 * `/toothsi/pricing?x=1`. Paths without the locale's prefix and other hrefs are returned unchanged.
 */
export function delocalizedHref(href: string, locale: Locale): string {
  if (!isAppPath(href) || locale === DEFAULT_LOCALE) return href;
  const prefix = `/${localeInfo(locale).segment}`;
  if (href === prefix) return '/';
  const next = href.charAt(prefix.length);
  if (!href.startsWith(prefix) || !'/?#'.includes(next)) return href;
  const rest = href.slice(prefix.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The locale a browser path is in: its first segment's, or the default locale for an unprefixed path. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  const info = first ? localeBySegment(first) : undefined;
  return info ? (info.id as Locale) : DEFAULT_LOCALE;
}

/** A path of this app, as opposed to another site, a `mailto:` or a hash. */
export function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
