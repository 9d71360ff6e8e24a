import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from './locales';
import { localizedAlternates } from './metadata';

/** Metadata of a private page (account, sign-in): a localized title, alternates, and no indexing. */
export async function privatePageMetadata(locale: Locale, path: string, titleKey: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'pageTitles' });
  return { title: t(titleKey), alternates: localizedAlternates(path, locale), robots: { index: false, follow: false } };
}
