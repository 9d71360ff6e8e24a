import type { Locale } from './locales';
import { getPathname } from './navigation';

/** An app path (`/toothsi/pricing?x=1#plans`) in a locale (`/uae-ar/toothsi/pricing?x=1#plans`); others unchanged. */
export function localizedHref(href: string, locale: Locale): string {
  if (!isAppPath(href)) return href;
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  return `${getPathname({ href: path, locale })}${cut < 0 ? '' : href.slice(cut)}`;
}

/** A path of this app, as opposed to another site, a `mailto:` or a hash. */
export function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
