import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { BLOG_CATEGORIES, blogPostPath, isBlogCategory } from '@/lib/blog';
import { findBlogPost, getBlogCategory } from '@/server/blog';
import { BlogArticle } from '@/components/blog/blog-article';
import { blogMetadata } from '@/components/blog/metadata';

type Params = { params: Promise<{ locale: Locale; category: string; slug: string }> };

/** Every post is built in every locale; a post added in the CMS later renders on its first visit. */
export async function generateStaticParams() {
  const categories = await Promise.all(
    BLOG_CATEGORIES.map(async (category) => ({ category, posts: (await getBlogCategory(category, 'en')).posts })),
  );
  return categories.flatMap(({ category, posts }) => posts.map((post) => ({ category, slug: post.slug })));
}

async function load(params: Params['params']) {
  const { locale, category, slug } = await params;
  if (!isBlogCategory(category)) return null;
  const found = await findBlogPost(category, slug, localeInfo(locale).contentLocale);
  return found ? { locale, category, view: found.category, post: found.post } : null;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  const { locale, category, post } = found;
  return blogMetadata({
    locale,
    path: blogPostPath(category, post.slug),
    title: post.title,
    description: post.excerpt,
    article: post,
  });
}

export default async function BlogPostPage({ params }: Params) {
  const found = await load(params);
  if (!found) notFound();
  setRequestLocale(found.locale);
  return <BlogArticle locale={found.locale} category={found.category} view={found.view} post={found.post} />;
}
