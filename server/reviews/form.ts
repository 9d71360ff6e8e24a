import 'server-only';
import type { z } from 'zod';
import { REVIEW_PHOTO_MAX_BYTES } from '@/lib/reviews';
import { assertCleanInput, readFormData } from '@/server/api/handler';
import { AppError } from '@/server/errors';
import type { PhotoUpload } from './write';

/** The photo and the text fields: the limit is counted while the body streams in, chunked or not. */
const MAX_FORM_BYTES = REVIEW_PHOTO_MAX_BYTES + 64 * 1024;

/**
 * A review's multipart form: its text fields parsed with `schema` (400 with field errors, control characters
 * refused like every API input) and its optional `photo` file, checked later by its bytes.
 */
export async function readReviewForm<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ fields: z.output<S>; photo: PhotoUpload | null }> {
  let form: FormData;
  try {
    form = await readFormData(request, MAX_FORM_BYTES);
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The photo is larger than 5 MB.', [
        { path: 'body.photo', message: 'is larger than 5 MB', code: 'photoTooLarge' },
      ]);
    }
    throw new AppError('BAD_REQUEST', 'Send the review as a multipart form.');
  }
  const text = Object.fromEntries(
    [...form.entries()].filter(([key, value]) => key !== 'photo' && typeof value === 'string'),
  );
  const file = form.get('photo');
  assertCleanInput({ body: { ...text, ...(file instanceof File ? { photo: file.name } : {}) } });
  const parsed = schema.safeParse(text);
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Some fields are not valid.',
      parsed.error.issues.map((i) => ({
        path: ['body', ...i.path.map(String)].join('.'),
        message: i.message,
        code: 'invalidField',
      })),
    );
  }
  const photo =
    file instanceof File && file.size > 0 ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : null;
  return { fields: parsed.data as z.output<S>, photo };
}
