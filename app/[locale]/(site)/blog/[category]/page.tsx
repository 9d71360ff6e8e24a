import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { BLOG_CATEGORIES, blogCategoryPath, isBlogCategory } from '@/lib/blog';
import { getBlogCategory } from '@/server/blog';
import { BlogCategoryPage } from '@/components/blog/blog-category-page';
import { blogMetadata } from '@/components/blog/metadata';

type Params = { params: Promise<{ locale: Locale; category: string }> };

// The three categories of spec §2; any other is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return BLOG_CATEGORIES.map((category) => ({ category }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, category } = await params;
  if (!isBlogCategory(category)) return {};
  const [t, view] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getBlogCategory(category, localeInfo(locale).contentLocale),
  ]);
  return blogMetadata({
    locale,
    path: blogCategoryPath(category),
    title: t('categoryMetaTitle', { category: t(`categories.${category}`) }),
    description: view.description,
  });
}

export default async function BlogCategory({ params }: Params) {
  const { locale, category } = await params;
  if (!isBlogCategory(category)) notFound();
  setRequestLocale(locale);
  return <BlogCategoryPage locale={locale} category={category} />;
}
