import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { absoluteUrl, localizedAlternates } from '@/i18n/metadata';

/** Title, description, canonical and hreflang alternates, and Open Graph of a skin page. */
export async function skinMetadata({
  locale,
  path,
  title,
  description,
}: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
}): Promise<Metadata> {
  const tm = await getTranslations({ locale, namespace: 'meta' });
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

/** skinMetadata from a page's messages: `{namespace}.metaTitle` and `.metaDescription`. */
export async function skinPageMetadata({
  locale,
  path,
  namespace,
}: {
  locale: Locale;
  path: string;
  namespace: string;
}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  return skinMetadata({ locale, path, title: t('metaTitle'), description: t('metaDescription') });
}
