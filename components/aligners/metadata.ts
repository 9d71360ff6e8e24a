import { absoluteUrl, localizedAlternates } from '@/i18n/metadata';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

/**
 * Metadata of an aligner page from its messages (`{namespace}.metaTitle` and `.metaDescription`): title,
 * description, canonical and hreflang alternates, and Open Graph.
 */
export async function alignerPageMetadata({
  locale,
  path,
  namespace,
}: {
  locale: Locale;
  path: string;
  namespace: string;
}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  const tm = await getTranslations({ locale, namespace: 'meta' });
  const title = t('metaTitle');
  const description = t('metaDescription');
  return {
    title,
    description,
    alternates: localizedAlternates(path, locale),
    openGraph: {
      title,
      description,
      url: absoluteUrl(path, locale),
      locale: locale.replace('-', '_'),
      type: 'website',
      siteName: tm('siteName'),
    },
  };
}
