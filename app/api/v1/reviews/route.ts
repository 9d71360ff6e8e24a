import { NextResponse, type NextRequest } from 'next/server';
import { apiRoute, assertSameOrigin, errorResponse } from '@/server/api/handler';
import { createReviewFields, listReviewsContract } from '@/lib/api/review-contracts';
import { requireSession } from '@/server/auth/session';
import { listSubjectReviews } from '@/server/reviews/read';
import { readReviewForm } from '@/server/reviews/form';
import { createReview } from '@/server/reviews/write';

export const GET = apiRoute(listReviewsContract, async ({ query }) => ({
  body: await listSubjectReviews(query.subject, { limit: query.limit, offset: query.offset }),
  headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
}));

/** Multipart (the photo), so it parses its own body; the Origin check, field errors and error mapping are the shared ones. */
export async function POST(request: NextRequest) {
  try {
    assertSameOrigin(request);
    const { user } = await requireSession(request);
    const { fields, photo } = await readReviewForm(request, createReviewFields);
    const review = await createReview(user.id, fields, photo);
    return NextResponse.json({ review }, { status: 201, headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
