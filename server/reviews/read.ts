import 'server-only';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import {
  REVIEW_PHOTO_MEDIA,
  subjectKey,
  summariseRatings,
  type RatingSummary,
  type ReviewPhotoType,
  type ReviewStatus,
  type ReviewSubject,
} from '@/lib/reviews';
import type { OwnReview, PublicReview, Reviewable } from '@/lib/api/review-contracts';
import { fromSeed } from '@/server/catalog';
import { DATA_LIFE, TAGS, reviewsTag } from '@/server/cache-tags';
import { db } from '@/server/db/client';
import { reviewPhotos, skinReviews } from '@/server/db/schema';
import { paidOrderSubjects } from './subjects';
import { REVIEW_COLUMNS, toOwnReview, toPublicReview, whereSubject, type ReviewRow } from './shape';

function selectReviews(where: SQL | undefined) {
  return db()
    .select(REVIEW_COLUMNS)
    .from(skinReviews)
    .leftJoin(reviewPhotos, eq(reviewPhotos.reviewId, skinReviews.id))
    .where(where);
}

/** One review in any moderation state, or null. */
export async function readReviewRow(id: number): Promise<ReviewRow | null> {
  const [row] = await selectReviews(eq(skinReviews.id, id)).limit(1);
  return row ?? null;
}

/** The rating summary of a subject's published reviews. */
async function summaryOf(subject: ReviewSubject): Promise<RatingSummary> {
  const rows = await db()
    .select({ rating: skinReviews.rating, count: count() })
    .from(skinReviews)
    .where(and(whereSubject(subject), eq(skinReviews.published, true)))
    .groupBy(skinReviews.rating);
  return summariseRatings(rows);
}

export interface SubjectReviews {
  reviews: PublicReview[];
  summary: RatingSummary;
}

/**
 * User reviews: a page of a subject's published reviews, newest first, with the summary of all of them; cached under
 * the subject's tag, which every write about the subject refreshes (server/reviews/write.ts).
 */
export async function listSubjectReviews(
  subject: ReviewSubject,
  page: { limit: number; offset: number },
): Promise<SubjectReviews> {
  'use cache';
  cacheLife(DATA_LIFE);
  cacheTag(TAGS.reviews, reviewsTag(subjectKey(subject)));
  return readSubjectReviews(subject, page);
}

async function readSubjectReviews(
  subject: ReviewSubject,
  page: { limit: number; offset: number },
): Promise<SubjectReviews> {
  const [rows, summary] = await Promise.all([
    selectReviews(and(whereSubject(subject), eq(skinReviews.published, true)))
      .orderBy(desc(skinReviews.createdAt), desc(skinReviews.id))
      .limit(page.limit)
      .offset(page.offset),
    summaryOf(subject),
  ]);
  return { reviews: rows.map(toPublicReview), summary };
}

const EMPTY: SubjectReviews = { reviews: [], summary: summariseRatings([]) };

/**
 * What a page shows of a subject's reviews: the latest published ones and the summary, cached under the subject's
 * tag (refreshed by every write about it) and five minutes at most. `next build` has no database: none then.
 */
export async function pageReviews(subject: ReviewSubject, latest = 6): Promise<SubjectReviews> {
  'use cache';
  cacheLife(DATA_LIFE);
  // Cached even at build, so the prerendered page carries the subject's tag and the first review refreshes it.
  cacheTag(TAGS.reviews, reviewsTag(subjectKey(subject)));
  return fromSeed() ? EMPTY : readSubjectReviews(subject, { limit: latest, offset: 0 });
}

/** The customer's own reviews (any state) and what their paid orders bought that they have not reviewed yet. */
export async function myReviews(userId: string): Promise<{ reviews: OwnReview[]; reviewable: Reviewable[] }> {
  const [rows, bought] = await Promise.all([
    selectReviews(eq(skinReviews.userId, userId)).orderBy(desc(skinReviews.createdAt)),
    paidOrderSubjects(userId),
  ]);
  const reviewed = new Set(rows.map((r) => `${r.orderId} ${subjectKey(toPublicReview(r).subject)}`));
  return {
    reviews: rows.map(toOwnReview),
    reviewable: bought
      .filter((b) => !reviewed.has(`${b.orderId} ${subjectKey(b.subject)}`))
      .map((b) => ({
        orderId: b.orderId,
        orderNumber: b.orderNumber,
        subject: b.subject,
        name: b.name,
        paidAt: b.paidAt.toISOString(),
      })),
  };
}

/** A review's photo: a published review's for anyone, a hidden one's for its author only; null otherwise. */
export async function reviewPhoto(
  id: number,
  viewerId: string | null,
): Promise<{ media: string; bytes: Buffer; published: boolean } | null> {
  const [row] = await db()
    .select({
      type: reviewPhotos.type,
      bytes: reviewPhotos.bytes,
      published: skinReviews.published,
      userId: skinReviews.userId,
    })
    .from(reviewPhotos)
    .innerJoin(skinReviews, eq(skinReviews.id, reviewPhotos.reviewId))
    .where(eq(reviewPhotos.reviewId, id));
  if (!row || (!row.published && (viewerId === null || row.userId !== viewerId))) return null;
  return {
    media: REVIEW_PHOTO_MEDIA[row.type as ReviewPhotoType] ?? 'application/octet-stream',
    bytes: row.bytes,
    published: row.published,
  };
}

/** Reviews for moderation, newest first. */
export async function moderationQueue(filter: { status?: ReviewStatus; limit: number }): Promise<ReviewRow[]> {
  return selectReviews(filter.status ? eq(skinReviews.published, filter.status === 'published') : undefined)
    .orderBy(desc(skinReviews.createdAt), desc(skinReviews.id))
    .limit(filter.limit);
}
