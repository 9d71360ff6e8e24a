import type { JsonLdObject } from './structured-data';

/** The blog's categories (spec §2: /blog/{oral-care|skin-care|hair-care}), each one content key of its posts. */
export const BLOG_CATEGORIES = ['oral-care', 'skin-care', 'hair-care'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Posts per listing page; a category with more gets /blog/{category}/page/{n}. */
export const BLOG_PAGE_SIZE = 12;

export function isBlogCategory(value: string): value is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value);
}

export function blogCategoryPath(category: BlogCategory, page = 1): string {
  return page <= 1 ? `/blog/${category}` : `/blog/${category}/page/${page}`;
}

export function blogPostPath(category: BlogCategory, slug: string): string {
  return `/blog/${category}/${slug}`;
}

export interface BlogPostText {
  title: string;
  excerpt: string;
  sections: ReadonlyArray<{ heading?: string; paragraphs: readonly string[]; points: readonly string[] }>;
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read a post at an unhurried 200 words a minute, at least one. */
export function readingMinutes(post: BlogPostText): number {
  const text = [
    post.title,
    post.excerpt,
    ...post.sections.flatMap((s) => [s.heading ?? '', ...s.paragraphs, ...s.points]),
  ].join(' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function pageCount(total: number, size = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** One listing page (1-based) of the posts, or null for a page past the last. */
export function pageOf<T>(items: readonly T[], page: number, size = BLOG_PAGE_SIZE): T[] | null {
  if (!Number.isInteger(page) || page < 1 || page > pageCount(items.length, size)) return null;
  return items.slice((page - 1) * size, page * size);
}

/** A listing page number from its URL segment: digits only, 2 or more (page 1 is the category's own URL). */
export function parsePageSegment(segment: string): number | null {
  if (!/^[1-9]\d{0,3}$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 ? page : null;
}

/** Newest first; equal dates by title so the order never depends on the file's. */
export function newestFirst<T extends { publishedAt: string; title: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title));
}

/** Up to `count` other posts, those sharing the most tags first, then the newest. */
export function relatedPosts<T extends { slug: string; tags: readonly string[]; publishedAt: string; title: string }>(
  post: T,
  posts: readonly T[],
  count = 3,
): T[] {
  const shared = (other: T) => other.tags.filter((tag) => post.tags.includes(tag)).length;
  return newestFirst(posts.filter((p) => p.slug !== post.slug))
    .map((p, i) => ({ p, i, score: shared(p) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, count)
    .map(({ p }) => p);
}

/** schema.org Article for a post page (Google's Article rich result: headline, dates, author, publisher). */
export function articleJsonLd(input: {
  title: string;
  description: string;
  url: string;
  publishedAt: string;
  updatedAt?: string;
  author: { name: string; role: string };
  language: string;
  publisherLogo: string;
  section: string;
}): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title.slice(0, 110),
    description: input.description,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    datePublished: input.publishedAt,
    dateModified: input.updatedAt ?? input.publishedAt,
    inLanguage: input.language,
    articleSection: input.section,
    author: { '@type': 'Person', name: input.author.name, jobTitle: input.author.role },
    publisher: {
      '@type': 'Organization',
      name: 'toothsi & skinnsi',
      logo: { '@type': 'ImageObject', url: input.publisherLogo },
    },
  };
}
