import 'server-only';
import { and, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import {
  REVIEW_PHOTO_MAX_BYTES,
  sameSubject,
  sniffPhotoType,
  subjectKey,
  type ReviewPhotoType,
  type ReviewStatus,
  type ReviewSubject,
} from '@/lib/reviews';
import type { CreateReviewFields, OwnReview, UpdateReviewFields } from '@/lib/api/review-contracts';
import { TAGS, reviewsTag } from '@/server/cache-tags';
import { db, type Executor } from '@/server/db/client';
import { reviewPhotos, skinReviews } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { ownOrderRow } from '@/server/commerce/orders';
import { paidOrderSubjects } from './subjects';
import { readReviewRow } from './read';
import { subjectOfRow, toOwnReview, type ReviewRow } from './shape';

export interface PhotoUpload {
  name: string;
  bytes: Uint8Array;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A photo checked like a CV: by size, then by its first bytes; null when none was sent. */
function checkedPhoto(photo: PhotoUpload | null): { type: ReviewPhotoType; bytes: Buffer } | null {
  if (!photo || photo.bytes.byteLength === 0) return null;
  if (photo.bytes.byteLength > REVIEW_PHOTO_MAX_BYTES)
    throw new AppError('VALIDATION_FAILED', 'The photo is larger than 5 MB.', [
      { path: 'body.photo', message: 'is larger than 5 MB', code: 'photoTooLarge' },
    ]);
  const type = sniffPhotoType(photo.bytes);
  if (!type)
    throw new AppError('VALIDATION_FAILED', 'Attach the photo as a JPEG, PNG or WebP image.', [
      { path: 'body.photo', message: 'must be JPEG, PNG or WebP', code: 'photoType' },
    ]);
  return { type, bytes: Buffer.from(photo.bytes) };
}

async function savePhoto(
  tx: Executor,
  reviewId: number,
  photo: { type: ReviewPhotoType; bytes: Buffer },
): Promise<void> {
  const row = { type: photo.type, size: photo.bytes.byteLength, bytes: photo.bytes, updatedAt: new Date() };
  await tx
    .insert(reviewPhotos)
    .values({ reviewId, ...row })
    .onConflictDoUpdate({ target: reviewPhotos.reviewId, set: row });
}

/**
 * Refreshes the pages showing a subject's reviews: its own tag at once (the author sees their words on the next
 * visit), the skin pages' data (the skin reviews page reads it under `skin`), and for a product the catalogue (the
 * ratings on its page and cards).
 */
function refreshPagesOf(subject: ReviewSubject): void {
  revalidateTag(reviewsTag(subjectKey(subject)), { expire: 0 });
  if (subject.kind === 'skin') revalidateTag(TAGS.skin, { expire: 0 });
  if (subject.kind === 'product') revalidateTag(TAGS.catalog, { expire: 0 });
}

/**
 * Treatment reviews add: the customer reviews something a paid order of theirs bought. Another customer's order
 * looks like no order (404); an unpaid one, or a subject the order did not buy, is a 422; a second review of the same
 * order and subject is a 409 (the database's unique index decides a race).
 */
export async function createReview(
  userId: string,
  fields: CreateReviewFields,
  photoUpload: PhotoUpload | null,
): Promise<OwnReview> {
  const photo = checkedPhoto(photoUpload);
  if (!UUID.test(fields.orderId)) throw new AppError('NOT_FOUND', 'We could not find this order.');
  const bought = await paidOrderSubjects(userId, { orderId: fields.orderId });
  if (bought.length === 0) {
    const order = await ownOrderRow(userId, fields.orderId); // 404 when it is not theirs
    throw new AppError(
      'UNPROCESSABLE',
      order.status === 'paid' ? 'This order has nothing to review.' : 'Only a paid order can be reviewed.',
      [{ path: 'body.orderId', message: 'is not a paid order', code: 'orderNotPaid' }],
    );
  }
  const item = bought.find((b) => sameSubject(b.subject, fields.subject));
  if (!item)
    throw new AppError('UNPROCESSABLE', 'This order did not buy what the review is about.', [
      { path: 'body.subject', message: 'is not in the order', code: 'notInOrder' },
    ]);
  const subject = item.subject;
  const id = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(skinReviews)
      .values({
        subject: subject.kind,
        categoryCode: subject.kind === 'skin' ? subject.category : null,
        serviceSlug: item.service,
        productId: subject.kind === 'product' ? subject.productId : null,
        userId,
        orderId: item.orderId,
        authorName: fields.authorName,
        city: item.city,
        rating: fields.rating,
        body: fields.body,
        locale: fields.locale,
      })
      .onConflictDoNothing()
      .returning({ id: skinReviews.id });
    if (!row)
      throw new AppError('CONFLICT', 'You have already reviewed this; edit your review instead.', [
        { path: 'body.subject', message: 'is already reviewed', code: 'alreadyReviewed' },
      ]);
    if (photo) await savePhoto(tx, row.id, photo);
    return row.id;
  });
  refreshPagesOf(subject);
  return toOwnReview(await mustRead(id));
}

async function mustRead(id: number): Promise<ReviewRow> {
  const row = await readReviewRow(id);
  if (!row) throw new AppError('INTERNAL', 'Could not read the review.');
  return row;
}

/** Treatment reviews update: the author edits their review; anyone else's is a 404. The moderation state is kept. */
export async function updateReview(
  userId: string,
  id: number,
  fields: UpdateReviewFields,
  photoUpload: PhotoUpload | null,
): Promise<OwnReview> {
  const photo = checkedPhoto(photoUpload);
  const current = await readReviewRow(id);
  if (!current || current.userId !== userId) throw new AppError('NOT_FOUND', 'We could not find this review.');
  await db().transaction(async (tx) => {
    const [row] = await tx
      .update(skinReviews)
      .set({ rating: fields.rating, body: fields.body, authorName: fields.authorName, updatedAt: new Date() })
      .where(and(eq(skinReviews.id, id), eq(skinReviews.userId, userId)))
      .returning({ id: skinReviews.id });
    if (!row) throw new AppError('NOT_FOUND', 'We could not find this review.');
    if (photo) await savePhoto(tx, id, photo);
    else if (fields.removePhoto) await tx.delete(reviewPhotos).where(eq(reviewPhotos.reviewId, id));
  });
  refreshPagesOf(subjectOfRow(current));
  return toOwnReview(await mustRead(id));
}

/** Moderation: publishes or hides a review (operations only; the route checks the bearer secret). */
export async function moderateReview(id: number, status: ReviewStatus): Promise<ReviewRow> {
  const [row] = await db()
    .update(skinReviews)
    .set({ published: status === 'published' })
    .where(eq(skinReviews.id, id))
    .returning({ id: skinReviews.id });
  if (!row) throw new AppError('NOT_FOUND', 'We could not find this review.');
  const updated = await mustRead(id);
  refreshPagesOf(subjectOfRow(updated));
  return updated;
}
