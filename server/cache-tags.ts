import type { ContentLocale } from '@/i18n/locales';

/**
 * How long a `'use cache'` read of our data lives (`cacheLife`): fresh for five minutes, then refreshed on the next
 * read; gone after an hour unread. A write or the CMS webhook refreshes its tag sooner (revalidateTag).
 */
export const DATA_LIFE = { stale: 300, revalidate: 300, expire: 3600 } as const;

/** Every cache tag of the app, named here and nowhere else. */
export const TAGS = {
  content: 'content',
  serviceableCities: 'serviceable-cities',
  catalog: 'catalog',
  skin: 'skin',
  /** Every review read; each subject's also has its own tag (reviewsTag). */
  reviews: 'reviews',
} as const;

export function contentTag(key: string, locale: ContentLocale): string {
  return `content:${key}:${locale}`;
}

/** The tag of one subject's reviews (`reviews:product:101`, `reviews:aligners`): a review's write refreshes only its pages. */
export function reviewsTag(subjectKey: string): string {
  return `reviews:${subjectKey}`;
}
