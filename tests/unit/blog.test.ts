import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BLOG_CATEGORIES,
  articleJsonLd,
  blogCategoryPath,
  pageCount,
  pageOf,
  parsePageSegment,
  readingMinutes,
  relatedPosts,
} from '@/lib/blog';
import { blogCategorySchema } from '@/server/content/schemas';

const read = (lang: string, category: string) =>
  blogCategorySchema.parse(JSON.parse(readFileSync(path.join('content', lang, `blog-${category}.json`), 'utf8')));

describe('blog rules', () => {
  it('pages twelve posts at a time; page 1 is the category URL, later pages /page/{n}', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(pageCount(25)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(items, 1)).toHaveLength(12);
    expect(pageOf(items, 3)).toEqual([24]);
    expect(pageOf(items, 4)).toBeNull();
    expect(blogCategoryPath('skin-care')).toBe('/blog/skin-care');
    expect(blogCategoryPath('skin-care', 2)).toBe('/blog/skin-care/page/2');
    expect(parsePageSegment('2')).toBe(2);
    for (const bad of ['1', '0', '02', '-2', 'two', '2.5']) expect(parsePageSegment(bad)).toBeNull();
  });

  it('reads at 200 words a minute, at least one', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(readingMinutes({ title: 'a', excerpt: 'b', sections: [{ paragraphs: [words(1000)], points: [] }] })).toBe(5);
    expect(readingMinutes({ title: 'a', excerpt: 'b', sections: [{ paragraphs: [], points: [] }] })).toBe(1);
  });

  it('relates posts by shared tags first, then by date, never the post itself', () => {
    const post = (slug: string, tags: string[], publishedAt: string) => ({ slug, tags, publishedAt, title: slug });
    const a = post('a', ['laser'], '2026-01-01');
    const posts = [a, post('b', [], '2026-03-01'), post('c', ['laser'], '2025-01-01'), post('d', [], '2026-02-01')];
    expect(relatedPosts(a, posts).map((p) => p.slug)).toEqual(['c', 'b', 'd']);
  });

  it('describes an article for search engines', () => {
    const data = articleJsonLd({
      title: 'T',
      description: 'D',
      url: 'https://x.test/blog/oral-care/t',
      publishedAt: '2026-01-01',
      author: { name: 'N', role: 'R' },
      language: 'en',
      publisherLogo: 'https://x.test/icon.svg',
      section: 'Oral care',
    });
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'T',
      datePublished: '2026-01-01',
      dateModified: '2026-01-01',
      author: { '@type': 'Person', name: 'N' },
    });
  });
});

describe('blog content', () => {
  it.each(BLOG_CATEGORIES)(
    '%s has at least four posts, the same slugs in English and Arabic, Arabic words in Arabic',
    (category) => {
      const en = read('en', category);
      const ar = read('ar', category);
      expect(en.posts.length).toBeGreaterThanOrEqual(4);
      expect(ar.posts.map((p) => p.slug).sort()).toEqual(en.posts.map((p) => p.slug).sort());
      for (const post of ar.posts) expect(post.title).toMatch(/[\u0600-\u06FF]/);
    },
  );
});
