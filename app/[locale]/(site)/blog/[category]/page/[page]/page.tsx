import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { BLOG_CATEGORIES, blogCategoryPath, isBlogCategory, pageCount, parsePageSegment } from '@/lib/blog';
import { getBlogCategory } from '@/server/blog';
import { BlogCategoryPage, hasBlogPage } from '@/components/blog/blog-category-page';
import { blogMetadata } from '@/components/blog/metadata';

type Params = { params: Promise<{ locale: Locale; category: string; page: string }> };

/** Listing pages after the first, for categories with more than twelve posts (built for the English counts). */
export async function generateStaticParams() {
  const counts = await Promise.all(
    BLOG_CATEGORIES.map(async (category) => ({
      category,
      pages: pageCount((await getBlogCategory(category, 'en')).posts.length),
    })),
  );
  return counts.flatMap(({ category, pages }) =>
    Array.from({ length: pages - 1 }, (_, i) => ({ category, page: String(i + 2) })),
  );
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, category, page } = await params;
  const n = parsePageSegment(page);
  if (!isBlogCategory(category) || n === null) return {};
  const [t, view] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getBlogCategory(category, localeInfo(locale).contentLocale),
  ]);
  const title = `${t('categoryMetaTitle', { category: t(`categories.${category}`) })} – ${t('page', { page: n })}`;
  return blogMetadata({ locale, path: blogCategoryPath(category, n), title, description: view.description });
}

export default async function BlogCategoryListing({ params }: Params) {
  const { locale, category, page } = await params;
  const n = parsePageSegment(page);
  if (!isBlogCategory(category) || n === null || !(await hasBlogPage(category, n, locale))) notFound();
  setRequestLocale(locale);
  return <BlogCategoryPage locale={locale} category={category} page={n} />;
}
