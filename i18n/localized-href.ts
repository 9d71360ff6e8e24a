import { DEFAULT_LOCALE, localeBySegment, localeInfo, type Locale } from './locales';

// Pure helpers on locale paths, with no React or next-intl import, so the proxy's rules and Node scripts can use
// them; localizedHref, which adds a locale, is next-intl's getPathname (i18n/navigation.tsx).

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
