import type { Metadata } from 'next';
import { LOCALES, type Locale } from './locales';
import { getPathname } from './navigation';

/** Origin used for absolute canonical and hreflang URLs. */
export function siteOrigin(): string {
  return (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}

/** Canonical URL and hreflang alternates of a locale-free path, in every locale. */
export function localizedAlternates(path: string, locale: Locale): Metadata['alternates'] {
  const origin = siteOrigin();
  const languages: Record<string, string> = {};
  for (const l of LOCALES) languages[l.id] = `${origin}${getPathname({ href: path, locale: l.id })}`;
  languages['x-default'] = `${origin}${getPathname({ href: path, locale: 'en-IN' })}`;
  return { canonical: `${origin}${getPathname({ href: path, locale })}`, languages };
}
