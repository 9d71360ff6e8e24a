import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { absoluteUrl, localizedAlternates } from '@/i18n/metadata';

/** Title, description, canonical, hreflang and Open Graph of a blog listing or article. */
export async function blogMetadata({
  locale,
  path,
  title,
  description,
  article,
}: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  article?: { publishedAt: string; updatedAt?: string };
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
      siteName: tm('siteName'),
      ...(article
        ? {
            type: 'article',
            publishedTime: article.publishedAt,
            modifiedTime: article.updatedAt ?? article.publishedAt,
          }
        : { type: 'website' }),
    },
  };
}
