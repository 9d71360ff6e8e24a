import type { Metadata } from 'next';
import { LOCALES, type Locale } from './locales';
import { getPathname } from './navigation';
import { siteOrigin } from '@/lib/site-origin';

/** Origin used for absolute canonical and hreflang URLs. */
export { siteOrigin };

/** Absolute URL of a locale-free path in a locale, for canonical links, JSON-LD, Open Graph and the sitemap. */
export function absoluteUrl(path: string, locale: Locale): string {
  return `${siteOrigin()}${getPathname({ href: path, locale })}`;
}

/** Canonical URL and hreflang alternates of a locale-free path, in every locale. */
export function localizedAlternates(path: string, locale: Locale): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const l of LOCALES) languages[l.id] = absoluteUrl(path, l.id);
  languages['x-default'] = absoluteUrl(path, 'en-IN');
  return { canonical: absoluteUrl(path, locale), languages };
}
