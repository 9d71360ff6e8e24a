import 'server-only';
import { and, count, eq, like } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import type { Country } from '@/i18n/locales';
import { SKIN_CATEGORIES, type SkinCategory } from '@/lib/skin';
import type { TreatmentReview } from '@/lib/api/skin-contracts';
import { fromSeed } from '@/server/catalog';
import { DATA_LIFE, TAGS } from '@/server/cache-tags';
import { db } from '@/server/db/client';
import { clinics, serviceableCities, skinReviews, slotTemplates } from '@/server/db/schema';
import { CLINIC_SEED } from '@/server/db/commerce-seed';
import { CITY_SEED, GULF_CITY_SEED } from '@/server/db/seed-data';
import { SKIN_CATEGORY_CITIES, SKIN_CATEGORY_SEED } from '@/server/db/skin-seed';
import { SKIN_REVIEW_SEED } from '@/server/db/skin-review-seed';
import { skinCatalogueData } from './catalogue';
import { listTreatmentReviews } from './reviews';

/*
 * What the skin pages show besides the catalogue: the rating summary and latest reviews of each treatment, and the
 * centres where sessions happen. Like the catalogue, read from the seed during `next build` (no database there) and
 * cached five minutes under the `skin` tag after.
 */

export const STARS = [5, 4, 3, 2, 1] as const;

export interface RatingSummary {
  count: number;
  /** One decimal; null without reviews. */
  average: number | null;
  /** How many reviews gave each number of stars, five first. */
  byStars: Array<{ stars: number; count: number }>;
}

export interface CategoryReviews {
  category: SkinCategory;
  summary: RatingSummary;
  latest: TreatmentReview[];
}

function summarise(rows: ReadonlyArray<{ rating: number; count: number }>): RatingSummary {
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  const points = rows.reduce((sum, r) => sum + r.rating * r.count, 0);
  return {
    count: total,
    average: total === 0 ? null : Math.round((points / total) * 10) / 10,
    byStars: STARS.map((stars) => ({
      stars,
      count: rows.filter((r) => r.rating === stars).reduce((sum, r) => sum + r.count, 0),
    })),
  };
}

function seedReview(r: (typeof SKIN_REVIEW_SEED)[number]): TreatmentReview {
  return {
    id: r.id,
    serviceCategory: r.category,
    service: r.serviceSlug,
    authorName: r.authorName,
    city: r.city,
    rating: r.rating,
    body: r.body,
    locale: r.locale,
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

async function loadReviews(latestPerCategory: number): Promise<CategoryReviews[]> {
  if (fromSeed()) {
    const reviews = [...SKIN_REVIEW_SEED]
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .map(seedReview);
    return SKIN_CATEGORIES.map((category) => {
      const own = reviews.filter((r) => r.serviceCategory === category);
      const counts = STARS.map((rating) => ({ rating, count: own.filter((r) => r.rating === rating).length }));
      return { category, summary: summarise(counts), latest: own.slice(0, latestPerCategory) };
    });
  }
  const counts = await db()
    .select({ category: skinReviews.categoryCode, rating: skinReviews.rating, count: count() })
    .from(skinReviews)
    .where(eq(skinReviews.published, true))
    .groupBy(skinReviews.categoryCode, skinReviews.rating);
  return Promise.all(
    SKIN_CATEGORIES.map(async (category) => {
      const own = counts.filter((c) => c.category === category);
      const latest = own.length
        ? (await listTreatmentReviews({ category, limit: latestPerCategory, offset: 0 })).reviews
        : [];
      return { category, summary: summarise(own), latest };
    }),
  );
}

/**
 * How many of each treatment's latest reviews the pages read: enough for a page to put its own market's and
 * language's first (lib/reviews.ts reviewsForPage) before showing a few.
 */
export const REVIEWS_READ = 24;

/** Every treatment's rating summary and its latest reviews (newest first), in the categories' order. */
export async function reviewsByCategory(latestPerCategory: number = REVIEWS_READ): Promise<CategoryReviews[]> {
  'use cache';
  cacheLife(DATA_LIFE);
  cacheTag(TAGS.skin);
  return loadReviews(latestPerCategory);
}

/** The rating summary of all treatments together, or of one. */
export async function ratingSummary(category?: SkinCategory): Promise<RatingSummary> {
  const all = await reviewsByCategory();
  const picked = category ? all.filter((c) => c.category === category) : all;
  return summarise(picked.flatMap((c) => c.summary.byStars.map((s) => ({ rating: s.stars, count: s.count }))));
}

export interface SkinCentre {
  id: number;
  name: string;
  address: string;
  city: string;
}

const CENTRE_CATEGORIES = SKIN_CATEGORY_SEED.filter((c) => c.locationTypes.includes('centre')).map((c) => c.code);

async function loadCentres(country: Country): Promise<SkinCentre[]> {
  if (fromSeed()) {
    const countryOf = new Map([...CITY_SEED, ...GULF_CITY_SEED].map((c) => [c.city, c.country]));
    const centreCities = new Set(CENTRE_CATEGORIES.flatMap((c) => SKIN_CATEGORY_CITIES[c]));
    return CLINIC_SEED.filter((c) => countryOf.get(c.city) === country && centreCities.has(c.city)).map(
      ({ id, name, address, city }) => ({ id, name, address, city }),
    );
  }
  // A centre takes skin sessions when it has skin treatment rooms (slot templates `skin-centre:{id}`).
  return db()
    .select({ id: clinics.id, name: clinics.name, address: clinics.address, city: serviceableCities.city })
    .from(clinics)
    .innerJoin(serviceableCities, eq(serviceableCities.id, clinics.cityId))
    .innerJoin(
      slotTemplates,
      and(eq(slotTemplates.clinicId, clinics.id), like(slotTemplates.locationKey, 'skin-centre:%')),
    )
    .where(eq(serviceableCities.country, country))
    .orderBy(clinics.id);
}

/** The centres of a market that take skin sessions, with their city. */
export async function listSkinCentres(country: Country): Promise<SkinCentre[]> {
  'use cache';
  cacheLife(DATA_LIFE);
  cacheTag(TAGS.skin);
  return loadCentres(country);
}

/** The cities of a market where a category is offered (location-based services), in the catalogue's order. */
export async function citiesOffering(category: SkinCategory, country: Country): Promise<string[]> {
  const data = await skinCatalogueData();
  return data.cities.filter((c) => c.category === category && c.country === country).map((c) => c.city);
}

/** The cities of a market where some treatment is done at home. */
export async function homeVisitCities(country: Country): Promise<string[]> {
  const data = await skinCatalogueData();
  const atHome = new Set(data.categories.filter((c) => c.locationTypes.includes('home')).map((c) => c.code));
  return [...new Set(data.cities.filter((c) => c.country === country && atHome.has(c.category)).map((c) => c.city))];
}
