import type { MetadataRoute } from 'next';
import { LOCALES } from '../i18n/locales';
import { absoluteUrl } from '../i18n/metadata';
import { SITEMAP_ROUTES } from '../lib/sitemap-routes';

/** Every indexable page in every locale, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return SITEMAP_ROUTES.flatMap((route) => {
    const languages = Object.fromEntries(LOCALES.map((l) => [l.id, absoluteUrl(route, l.id)]));
    return LOCALES.map((l) => ({
      url: absoluteUrl(route, l.id),
      changeFrequency: 'weekly' as const,
      priority: route === '/' ? 1 : route.split('/').length <= 2 ? 0.9 : 0.7,
      alternates: { languages },
    }));
  });
}
