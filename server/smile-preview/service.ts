import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import {
  SMILE_PHOTO_MAX_BYTES,
  SMILE_PREVIEW_RETENTION_HOURS,
  sniffSmilePhotoType,
  type SmilePreviewImage,
} from '@/lib/smile-preview';
import { hashToken } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { smilePreviews } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { localPreviewProvider } from './local-provider';
import { normaliseSmilePhoto } from './normalise';
import type { PreviewProvider } from './provider';

const MAX_MB = SMILE_PHOTO_MAX_BYTES / (1024 * 1024);

/** The provider in use: the local one until a hosted model is wired in behind the same interface. */
export function smilePreviewProvider(): PreviewProvider {
  return localPreviewProvider;
}

/**
 * Checks the photo by its size and first bytes, strips its metadata, has the provider illustrate it and stores both
 * images for SMILE_PREVIEW_RETENTION_HOURS, readable only with `ownerToken`. Field errors name `body.photo`.
 */
export async function createSmilePreview(
  photo: Uint8Array,
  ownerToken: string,
  provider = smilePreviewProvider(),
  now = new Date(),
): Promise<{ id: string; expiresAt: Date }> {
  if (photo.byteLength === 0)
    throw new AppError('VALIDATION_FAILED', 'Choose a photo of your smile.', [
      { path: 'body.photo', message: 'Choose a photo of your smile.', code: 'photoMissing' },
    ]);
  if (photo.byteLength > SMILE_PHOTO_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', `The photo is larger than ${MAX_MB} MB.`, [
      { path: 'body.photo', message: `is larger than ${MAX_MB} MB`, code: 'photoTooLarge' },
    ]);
  if (!sniffSmilePhotoType(photo))
    throw new AppError('VALIDATION_FAILED', 'Choose a JPEG, PNG or WebP photo.', [
      { path: 'body.photo', message: 'must be a JPEG, PNG or WebP image', code: 'photoType' },
    ]);
  const before = await normaliseSmilePhoto(photo);
  // The provider's output is normalised like an upload: upright, no metadata, within the size limit.
  const after = await normaliseSmilePhoto(await provider.render(before));
  const expiresAt = new Date(now.getTime() + SMILE_PREVIEW_RETENTION_HOURS * 3_600_000);
  const [row] = await db()
    .insert(smilePreviews)
    .values({ ownerHash: hashToken(ownerToken), provider: provider.id, before, after, createdAt: now, expiresAt })
    .returning({ id: smilePreviews.id });
  if (!row) throw new AppError('INTERNAL', 'Could not save the preview.');
  return { id: row.id, expiresAt };
}

/**
 * One image of a preview, for the browser holding its owner token; null when the id is unknown, the token is
 * another's or the preview has expired (an expired one is deleted here, not only by the jobs loop).
 */
export async function readSmilePreviewImage(
  id: string,
  image: SmilePreviewImage,
  ownerToken: string | undefined,
  now = new Date(),
): Promise<Buffer | null> {
  if (!ownerToken) return null;
  const [row] = await db()
    .select({
      expiresAt: smilePreviews.expiresAt,
      bytes: image === 'before' ? smilePreviews.before : smilePreviews.after,
    })
    .from(smilePreviews)
    .where(and(eq(smilePreviews.id, id), eq(smilePreviews.ownerHash, hashToken(ownerToken))));
  if (!row) return null;
  if (row.expiresAt <= now) {
    await db().delete(smilePreviews).where(eq(smilePreviews.id, id));
    return null;
  }
  return row.bytes;
}

/** The retention job: deletes every preview past its expiry; returns how many went. */
export async function deleteExpiredSmilePreviews(now = new Date()): Promise<number> {
  const gone = await db()
    .delete(smilePreviews)
    .where(lte(smilePreviews.expiresAt, now))
    .returning({ id: smilePreviews.id });
  return gone.length;
}
