import { randomBytes } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { smilePreviewFields } from '@/lib/api/smile-preview-contracts';
import {
  SECURE_SMILE_PREVIEW_COOKIE,
  SMILE_PHOTO_MAX_BYTES,
  SMILE_PREVIEW_COOKIE,
  SMILE_PREVIEW_RETENTION_HOURS,
  smilePreviewImagePath,
} from '@/lib/smile-preview';
import { assertCleanInput, assertSameOrigin, errorResponse, readFormData } from '@/server/api/handler';
import { isSecureRequest } from '@/server/auth/session';
import { AppError } from '@/server/errors';
import { enforceRateLimit, publicWriteRule } from '@/server/rate-limit';
import { createSmilePreview } from '@/server/smile-preview/service';

/** The photo and the consent field: the limit is counted while the body streams in, chunked or not. */
const MAX_FORM_BYTES = SMILE_PHOTO_MAX_BYTES + 64 * 1024;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Multipart, so it parses its own body; the Origin check, rate limit, field errors and error mapping are the shared ones. */
export async function POST(request: NextRequest) {
  try {
    assertSameOrigin(request);
    await enforceRateLimit(publicWriteRule('smile-preview'), request);
    let form: FormData;
    try {
      form = await readFormData(request, MAX_FORM_BYTES);
    } catch (error) {
      if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', 'The photo is larger than 8 MB.', [
          { path: 'body.photo', message: 'is larger than 8 MB', code: 'photoTooLarge' },
        ]);
      }
      throw new AppError('BAD_REQUEST', 'Send the photo as a multipart form.');
    }
    const text = Object.fromEntries(
      [...form.entries()].filter(([key, value]) => key !== 'photo' && typeof value === 'string'),
    );
    const file = form.get('photo');
    assertCleanInput({ body: { ...text, ...(file instanceof File ? { photo: file.name } : {}) } });
    const parsed = smilePreviewFields.safeParse(text);
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
    const secure = isSecureRequest(request);
    const cookieName = secure ? SECURE_SMILE_PREVIEW_COOKIE : SMILE_PREVIEW_COOKIE;
    // One token per browser: a second upload keeps the first one's cookie, so both previews stay readable.
    const existing = request.cookies.get(cookieName)?.value;
    const token = existing && TOKEN.test(existing) ? existing : randomBytes(32).toString('base64url');
    const photo = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    const { id, expiresAt } = await createSmilePreview(photo, token);
    const response = NextResponse.json(
      {
        id,
        before: smilePreviewImagePath(id, 'before'),
        after: smilePreviewImagePath(id, 'after'),
        expiresAt: expiresAt.toISOString(),
      },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    );
    response.cookies.set(cookieName, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: SMILE_PREVIEW_RETENTION_HOURS * 3600,
    });
    return response;
  } catch (error) {
    return errorResponse(error);
  }
}
