import type { MetadataRoute } from 'next';
import { LOCALES } from '@/i18n/locales';
import { absoluteUrl } from '@/i18n/metadata';
import { SITEMAP_ROUTES } from '@/lib/sitemap-routes';
import { BLOG_CATEGORIES, blogCategoryPath, blogPostPath } from '@/lib/blog';
import { getBlog } from '@/server/blog';

/** The blog's pattern routes as built: each category and each post (slugs are the same in every language). */
async function blogRoutes(): Promise<string[]> {
  const categories = await getBlog('en');
  return [
    ...BLOG_CATEGORIES.map((c) => blogCategoryPath(c)),
    ...categories.flatMap((c) => c.posts.map((p) => blogPostPath(c.category, p.slug))),
  ];
}

/** Every indexable page in every locale, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return [...SITEMAP_ROUTES, ...(await blogRoutes())].flatMap((route) => {
    const languages = Object.fromEntries(LOCALES.map((l) => [l.id, absoluteUrl(route, l.id)]));
    return LOCALES.map((l) => ({
      url: absoluteUrl(route, l.id),
      changeFrequency: 'weekly' as const,
      priority: route === '/' ? 1 : route.split('/').length <= 2 ? 0.9 : 0.7,
      alternates: { languages },
    }));
  });
}
