import { type NextRequest } from 'next/server';
import { smilePreviewImageContract } from '@/lib/api/smile-preview-contracts';
import { SECURE_SMILE_PREVIEW_COOKIE, SMILE_PREVIEW_COOKIE } from '@/lib/smile-preview';
import { errorResponse } from '@/server/api/handler';
import { isSecureRequest } from '@/server/auth/session';
import { AppError } from '@/server/errors';
import { readSmilePreviewImage } from '@/server/smile-preview/service';

/** One image of a smile preview: the uploader's browser only (its cookie), never stored by a cache. */
export async function GET(request: NextRequest, context: { params: Promise<{ id: string; image: string }> }) {
  try {
    const parsed = smilePreviewImageContract.params.safeParse(await context.params);
    // A malformed id and another visitor's id answer alike, so ids cannot be probed.
    if (!parsed.success) throw new AppError('NOT_FOUND', 'We could not find this preview.');
    const token = request.cookies.get(
      isSecureRequest(request) ? SECURE_SMILE_PREVIEW_COOKIE : SMILE_PREVIEW_COOKIE,
    )?.value;
    const bytes = await readSmilePreviewImage(parsed.data.id, parsed.data.image, token);
    if (!bytes) throw new AppError('NOT_FOUND', 'We could not find this preview. Previews are deleted after 24 hours.');
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'image/jpeg',
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Content-Disposition': 'inline',
        'Referrer-Policy': 'no-referrer',
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
