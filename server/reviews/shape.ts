import 'server-only';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { SkinCategory } from '@/lib/skin';
import type { ReviewSubject } from '@/lib/reviews';
import type { OwnReview, PublicReview } from '@/lib/api/review-contracts';
import { reviewPhotos, skinReviews } from '@/server/db/schema';

/** The columns of a review every read selects, its photo's type and date but never its bytes. */
export const REVIEW_COLUMNS = {
  id: skinReviews.id,
  subject: skinReviews.subject,
  categoryCode: skinReviews.categoryCode,
  serviceSlug: skinReviews.serviceSlug,
  productId: skinReviews.productId,
  userId: skinReviews.userId,
  orderId: skinReviews.orderId,
  authorName: skinReviews.authorName,
  city: skinReviews.city,
  rating: skinReviews.rating,
  body: skinReviews.body,
  locale: skinReviews.locale,
  published: skinReviews.published,
  createdAt: skinReviews.createdAt,
  updatedAt: skinReviews.updatedAt,
  photoType: reviewPhotos.type,
  photoUpdatedAt: reviewPhotos.updatedAt,
};

export interface ReviewRow {
  id: number;
  subject: string;
  categoryCode: string | null;
  serviceSlug: string | null;
  productId: number | null;
  userId: string | null;
  orderId: string | null;
  authorName: string;
  city: string;
  rating: number;
  body: string;
  locale: string;
  published: boolean;
  createdAt: Date;
  updatedAt: Date;
  photoType: string | null;
  photoUpdatedAt: Date | null;
}

export function subjectOfRow(row: Pick<ReviewRow, 'subject' | 'productId' | 'categoryCode'>): ReviewSubject {
  if (row.subject === 'product' && row.productId !== null) return { kind: 'product', productId: row.productId };
  if (row.subject === 'skin' && row.categoryCode !== null)
    return { kind: 'skin', category: row.categoryCode as SkinCategory };
  return { kind: 'aligners' };
}

/** The SQL condition of a subject's reviews. */
export function whereSubject(subject: ReviewSubject): SQL {
  switch (subject.kind) {
    case 'product':
      return and(eq(skinReviews.subject, 'product'), eq(skinReviews.productId, subject.productId)) as SQL;
    case 'skin':
      return and(eq(skinReviews.subject, 'skin'), eq(skinReviews.categoryCode, subject.category)) as SQL;
    case 'aligners':
      return and(eq(skinReviews.subject, 'aligners'), isNull(skinReviews.productId)) as SQL;
  }
}

/** Where a review's photo is served; the version makes a replaced photo a new URL, so the old one may be cached long. */
export function photoUrlOf(row: Pick<ReviewRow, 'id' | 'photoType' | 'photoUpdatedAt'>): string | null {
  return row.photoType && row.photoUpdatedAt
    ? `/api/v1/reviews/${row.id}/photo?v=${row.photoUpdatedAt.getTime().toString(36)}`
    : null;
}

export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    subject: subjectOfRow(row),
    service: row.serviceSlug,
    authorName: row.authorName,
    city: row.city,
    rating: row.rating,
    body: row.body,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    // A minute's grace: the photo written just after the review does not make it "edited".
    edited: row.updatedAt.getTime() - row.createdAt.getTime() > 60_000,
    photoUrl: photoUrlOf(row),
    verified: row.userId !== null,
  };
}

export function toOwnReview(row: ReviewRow): OwnReview {
  return {
    ...toPublicReview(row),
    status: row.published ? 'published' : 'hidden',
    orderId: row.orderId ?? '',
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A review as operations see it: with its author's customer id. */
export function toModerationReview(row: ReviewRow): OwnReview & { userId: string | null } {
  return { ...toOwnReview(row), userId: row.userId };
}
