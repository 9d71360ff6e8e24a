import type { Country } from '@/i18n/locales';
import { CITY_NAMES } from './cities';
import { canonicalCityName } from './city-list';
import { MARKETS } from './markets';
import { SKIN_CATEGORIES, parseSkinCategory, type SkinCategory } from './skin';

/*
 * Rules of customer reviews, shared by the server, which enforces them, and the forms and pages, which explain them.
 * No zod here (pages import this); the API's schemas live in lib/api/review-contracts.ts.
 */

/** What a review is about: a skin treatment, a shop product (either line) or the aligner treatment. */
export const REVIEW_SUBJECTS = ['skin', 'product', 'aligners'] as const;
export type ReviewSubjectKind = (typeof REVIEW_SUBJECTS)[number];

export type ReviewSubject =
  { kind: 'product'; productId: number } | { kind: 'skin'; category: SkinCategory } | { kind: 'aligners' };

/** Moderation: a review is published when written; operations may hide it (and publish it again). */
export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 1000;
export const REVIEW_NAME_MIN = 2;
export const REVIEW_NAME_MAX = 40;
export const MIN_STARS = 1;
export const MAX_STARS = 5;

/** Review photos: JPEG, PNG or WebP, recognised by their first bytes (not by the name or type a browser sends). */
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const REVIEW_PHOTO_TYPES = ['jpeg', 'png', 'webp'] as const;
export type ReviewPhotoType = (typeof REVIEW_PHOTO_TYPES)[number];
export const REVIEW_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
export const REVIEW_PHOTO_MEDIA: Readonly<Record<ReviewPhotoType, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function sniffPhotoType(bytes: Uint8Array): ReviewPhotoType | null {
  const starts = (offset: number, ...sig: number[]) => sig.every((b, i) => bytes[offset + i] === b);
  if (starts(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'webp'; // RIFF····WEBP
  return null;
}

/** A subject as it travels in a form field or a query parameter: `product:101`, `skin:lhr`, `aligners`. */
export function subjectKey(subject: ReviewSubject): string {
  switch (subject.kind) {
    case 'product':
      return `product:${subject.productId}`;
    case 'skin':
      return `skin:${subject.category}`;
    case 'aligners':
      return 'aligners';
  }
}

/** The subject of a key, or null when the key is not one. */
export function parseSubjectKey(raw: string | null | undefined): ReviewSubject | null {
  if (!raw) return null;
  const value = raw.trim().toLowerCase();
  if (value === 'aligners') return { kind: 'aligners' };
  const product = /^product:(\d{1,9})$/.exec(value);
  if (product) return { kind: 'product', productId: Number(product[1]) };
  const skin = /^skin:([a-z-]{2,40})$/.exec(value);
  const category = skin?.[1] ? parseSkinCategory(skin[1]) : null;
  return category ? { kind: 'skin', category } : null;
}

export function sameSubject(a: ReviewSubject, b: ReviewSubject): boolean {
  return subjectKey(a) === subjectKey(b);
}

/** How a review signs by default: the first name and the initial of the last one ("Priya S."), from the profile. */
export function defaultAuthorName(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = parts;
  if (!first) return '';
  const last = rest.at(-1);
  return (last ? `${first} ${Array.from(last)[0]}.` : first).slice(0, REVIEW_NAME_MAX);
}

/** Where a subject's reviews are shown: its product page, the aligner results page, or the skin reviews page. */
export function subjectReviewsPath(subject: ReviewSubject, product?: { path: string }): string {
  switch (subject.kind) {
    case 'product':
      return product?.path ?? '/toothsi/products';
    case 'aligners':
      return '/toothsi/results#reviews';
    case 'skin':
      return `/skinnsi/skinnsi-reviews#reviews-${subject.category}`;
  }
}

export const REVIEW_ADD_PATH = '/review/add';
export const REVIEW_EDIT_PATH = '/review/edit';

export function reviewAddHref(subject?: ReviewSubject): string {
  return subject ? `${REVIEW_ADD_PATH}?subject=${encodeURIComponent(subjectKey(subject))}` : REVIEW_ADD_PATH;
}

export function reviewEditHref(id: number): string {
  return `${REVIEW_EDIT_PATH}?id=${id}`;
}

/** Every skin category is a subject; kept here so the subject parser and the pages agree. */
export const SKIN_REVIEW_CATEGORIES: readonly SkinCategory[] = SKIN_CATEGORIES;

export interface RatingSummary {
  count: number;
  /** One decimal; null without reviews. */
  average: number | null;
  /** How many reviews gave each number of stars, five first. */
  byStars: Array<{ stars: number; count: number }>;
}

const STARS_DOWN = [5, 4, 3, 2, 1] as const;

/** A rating summary from counts per number of stars. */
export function summariseRatings(rows: ReadonlyArray<{ rating: number; count: number }>): RatingSummary {
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  const points = rows.reduce((sum, r) => sum + r.rating * r.count, 0);
  return {
    count: total,
    average: total === 0 ? null : Math.round((points / total) * 10) / 10,
    byStars: STARS_DOWN.map((stars) => ({
      stars,
      count: rows.filter((r) => r.rating === stars).reduce((sum, r) => sum + r.count, 0),
    })),
  };
}

/** The language a review is written in: the first subtag of its locale (`ar` of `ar-AE`, `en` of `en`). */
export function reviewLanguage(locale: string): string {
  return (locale.split('-')[0] ?? locale).toLowerCase();
}

const COUNTRY_CODES: readonly Country[] = ['IN', 'AE', 'SA', 'QA', 'BH'];

/** Each Gulf city the market table names, and its country; any other city is India's. */
const GULF_CITY_COUNTRY: ReadonlyMap<string, Country> = new Map(
  Object.values(MARKETS)
    .filter((m) => m.country !== 'IN')
    .flatMap((m) =>
      [...(m.deliveryCities ?? []), ...(m.scanAtHomeCities ?? []), ...(m.centreCities ?? [])].map(
        (city) => [city.toLowerCase(), m.country] as const,
      ),
    ),
);

/**
 * The market a review comes from: its city's (Dubai is the UAE's, Pune India's), else the region of the locale it
 * was written in (`en-AE`), else India.
 */
export function reviewCountry(review: { city: string; locale: string }): Country {
  const city = canonicalCityName(review.city);
  const byCity = GULF_CITY_COUNTRY.get(city.toLowerCase());
  if (byCity) return byCity;
  if (Object.hasOwn(CITY_NAMES, city)) return 'IN';
  const region = review.locale.split('-')[1]?.toUpperCase();
  return COUNTRY_CODES.find((c) => c === region) ?? 'IN';
}

/**
 * Reviews in the order a page shows them: the page's market's first, and within each, those in the page's language
 * first; otherwise the order given (newest first). Stable, and never drops a review.
 */
export function reviewsForPage<T extends { city: string; locale: string }>(
  reviews: readonly T[],
  page: { country: Country; language: string },
): T[] {
  const rank = (r: T) =>
    (reviewCountry(r) === page.country ? 0 : 2) + (reviewLanguage(r.locale) === page.language ? 0 : 1);
  return reviews
    .map((review, index) => ({ review, index, rank: rank(review) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((r) => r.review);
}

/**
 * What a review is about, in the page's words, from what the order bought: a product by its name, a skin treatment
 * by its category, a scan or kit as `planName` names its plan code ("3D smile scan at a centre"), else the aligner
 * treatment; never the code the order recorded (`scan-centre`).
 */
export function reviewSubjectName(
  item: { subject: ReviewSubject; name: string },
  words: {
    skinCategory: (category: SkinCategory) => string;
    planName: (code: string) => string | null;
    aligners: string;
  },
): string {
  switch (item.subject.kind) {
    case 'product':
      return item.name;
    case 'skin':
      return words.skinCategory(item.subject.category);
    case 'aligners':
      return words.planName(item.name) ?? words.aligners;
  }
}
