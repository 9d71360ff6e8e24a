import 'server-only';
import { languageOfContent, type ContentLocale } from '@/i18n/locales';
import { BLOG_CATEGORIES, newestFirst, type BlogCategory } from '@/lib/blog';
import { getServedContent } from './content';
import type { BlogCategoryContent, BlogPost } from './content/schemas';

export type { BlogPost };
export interface BlogCategoryView extends Omit<BlogCategoryContent, 'posts'> {
  /** Newest first. */
  posts: BlogPost[];
  /** The language the posts are written in: the page's own, or English where a language has no posts yet. */
  language: string;
}

/** A blog category's intro and posts (newest first) in a content locale; content key `blog-{category}`. */
export async function getBlogCategory(category: BlogCategory, locale: ContentLocale): Promise<BlogCategoryView> {
  const { content, locale: served } = await getServedContent(`blog-${category}`, locale);
  return { ...content, posts: newestFirst(content.posts), language: languageOfContent(served) };
}

/** Every category, in the order of lib/blog.ts. */
export function getBlog(locale: ContentLocale): Promise<BlogCategoryView[]> {
  return Promise.all(BLOG_CATEGORIES.map((category) => getBlogCategory(category, locale)));
}

/** One post and its category, or null for an unknown slug. */
export async function findBlogPost(
  category: BlogCategory,
  slug: string,
  locale: ContentLocale,
): Promise<{ category: BlogCategoryView; post: BlogPost } | null> {
  const view = await getBlogCategory(category, locale);
  const post = view.posts.find((p) => p.slug === slug);
  return post ? { category: view, post } : null;
}
