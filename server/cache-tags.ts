import type { ContentLocale } from '@/i18n/locales';

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
