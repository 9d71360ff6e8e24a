import 'server-only';
import { and, avg, count, desc, eq, type SQL } from 'drizzle-orm';
import type { SkinCategory } from '@/lib/skin';
import type { TreatmentReview } from '@/lib/api/skin-contracts';
import { cacheLife, cacheTag } from 'next/cache';
import { DATA_LIFE, TAGS } from '@/server/cache-tags';
import { db } from '@/server/db/client';
import { skinReviews } from '@/server/db/schema';

/**
 * Treatment reviews get: published reviews of skin treatments (seeded ones and customers' reviews of their paid
 * sessions, server/reviews/) of a category or one of its services, newest first, with how many there are and their
 * average rating (one decimal), for the review list and the rating summary beside it. Cached under the skin tag,
 * which every skin review's write refreshes (server/reviews/write.ts).
 */
export async function listTreatmentReviews(filter: {
  category?: SkinCategory;
  service?: string;
  limit: number;
  offset: number;
}): Promise<{ reviews: TreatmentReview[]; count: number; averageRating: number | null }> {
  'use cache';
  cacheLife(DATA_LIFE);
  cacheTag(TAGS.reviews, TAGS.skin);
  const conditions: SQL[] = [eq(skinReviews.published, true), eq(skinReviews.subject, 'skin')];
  if (filter.category) conditions.push(eq(skinReviews.categoryCode, filter.category));
  if (filter.service) conditions.push(eq(skinReviews.serviceSlug, filter.service));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db()
      .select({
        id: skinReviews.id,
        categoryCode: skinReviews.categoryCode,
        serviceSlug: skinReviews.serviceSlug,
        authorName: skinReviews.authorName,
        city: skinReviews.city,
        rating: skinReviews.rating,
        body: skinReviews.body,
        locale: skinReviews.locale,
        createdAt: skinReviews.createdAt,
      })
      .from(skinReviews)
      .where(where)
      .orderBy(desc(skinReviews.createdAt), desc(skinReviews.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db()
      .select({ count: count(), average: avg(skinReviews.rating) })
      .from(skinReviews)
      .where(where),
  ]);
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      serviceCategory: r.categoryCode as SkinCategory,
      service: r.serviceSlug,
      authorName: r.authorName,
      city: r.city,
      rating: r.rating,
      body: r.body,
      locale: r.locale,
      createdAt: r.createdAt.toISOString(),
    })),
    count: totals?.count ?? 0,
    averageRating: totals?.average == null ? null : Math.round(Number(totals.average) * 10) / 10,
  };
}
