import 'server-only';
import sharp from 'sharp';
import { SMILE_PREVIEW_MAX_DIMENSION } from '@/lib/smile-preview';
import { AppError } from '@/server/errors';

/** Pixel bombs: a small file that decodes to a huge canvas is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The photo as we keep it: turned upright by its EXIF orientation, then re-encoded as JPEG without any metadata
 * (EXIF, GPS, ICC, XMP), flattened on white, and at most SMILE_PREVIEW_MAX_DIMENSION px on its longer side.
 * A file whose first bytes look like an image but which does not decode is a field error, not a 500.
 */
export async function normaliseSmilePhoto(bytes: Uint8Array): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: SMILE_PREVIEW_MAX_DIMENSION,
        height: SMILE_PREVIEW_MAX_DIMENSION,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new AppError('VALIDATION_FAILED', 'We could not read this photo.', [
      { path: 'body.photo', message: 'is not a readable image', code: 'photoUnreadable' },
    ]);
  }
}
