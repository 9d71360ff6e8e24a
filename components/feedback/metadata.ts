import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { localizedAlternates } from '@/i18n/metadata';

/** Metadata of a feedback page: its title, alternates, and no indexing (they answer links sent to one customer). */
export async function feedbackMetadata(locale: Locale, path: string, titleKey: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'feedback' });
  return { title: t(titleKey), alternates: localizedAlternates(path, locale), robots: { index: false, follow: false } };
}
