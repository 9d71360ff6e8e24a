import type { Locale } from './locales';
import { siteOrigin } from './metadata';
import { getPathname } from './navigation';

/** Absolute URL of a locale-free path in a locale, for JSON-LD, Open Graph and the sitemap. */
export function absoluteUrl(path: string, locale: Locale): string {
  return `${siteOrigin()}${getPathname({ href: path, locale })}`;
}
