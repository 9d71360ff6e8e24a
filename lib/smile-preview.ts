/**
 * The smile preview's rules, shared by the page and the server: what a visitor may upload and how long we keep it.
 * Photos are JPEG, PNG or WebP, recognised by their first bytes (the same check as review photos).
 */
export { sniffPhotoType as sniffSmilePhotoType } from './reviews';

export const SMILE_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const SMILE_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
/** A photo and its illustration are deleted this long after the upload; the page says so. */
export const SMILE_PREVIEW_RETENTION_HOURS = 24;
/** Both images are re-encoded to fit within this many pixels on their longer side. */
export const SMILE_PREVIEW_MAX_DIMENSION = 1600;
export const SMILE_PREVIEW_IMAGES = ['before', 'after'] as const;
export type SmilePreviewImage = (typeof SMILE_PREVIEW_IMAGES)[number];

/** The visitor's key to their previews: an httpOnly cookie holding a random token (only its hash is stored). */
export const SMILE_PREVIEW_COOKIE = 'smile-preview';
export const SECURE_SMILE_PREVIEW_COOKIE = '__Host-smile-preview';

export const smilePreviewImagePath = (id: string, image: SmilePreviewImage) => `/api/v1/smile-preview/${id}/${image}`;
