import { type NextRequest } from 'next/server';
import { errorResponse } from '@/server/api/handler';
import { readSession } from '@/server/auth/session';
import { AppError } from '@/server/errors';
import { reviewPhoto } from '@/server/reviews/read';

/** A review's photo. Its URL carries a version, so a published one may be cached for a long time. */
export async function GET(request: NextRequest, context: { params: Promise<{ id: string }> }) {
  try {
    const { id: raw } = await context.params;
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (Number.isNaN(id)) throw new AppError('NOT_FOUND', 'We could not find this photo.');
    // A published photo needs no session; a hidden one is its author's only.
    const photo =
      (await reviewPhoto(id, null)) ?? (await reviewPhoto(id, (await readSession(request))?.user.id ?? null));
    if (!photo) throw new AppError('NOT_FOUND', 'We could not find this photo.');
    return new Response(new Uint8Array(photo.bytes), {
      headers: {
        'Content-Type': photo.media,
        'Cache-Control': photo.published ? 'public, max-age=86400, stale-while-revalidate=604800' : 'private, no-store',
        // Served from our origin: never sniffed as anything else, never a document.
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Content-Disposition': 'inline',
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
