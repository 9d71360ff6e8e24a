import { NextResponse, type NextRequest } from 'next/server';
import { assertSameOrigin, errorResponse } from '@/server/api/handler';
import { updateReviewFields } from '@/lib/api/review-contracts';
import { requireSession } from '@/server/auth/session';
import { AppError } from '@/server/errors';
import { readReviewForm } from '@/server/reviews/form';
import { updateReview } from '@/server/reviews/write';

/** Multipart like adding a review; only its author may edit it (anyone else: 404). */
export async function PUT(request: NextRequest, context: { params: Promise<{ id: string }> }) {
  try {
    assertSameOrigin(request);
    const { id: raw } = await context.params;
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id) || id < 1) throw new AppError('NOT_FOUND', 'We could not find this review.');
    const { user } = await requireSession(request);
    const { fields, photo } = await readReviewForm(request, updateReviewFields);
    const review = await updateReview(user.id, id, fields, photo);
    return NextResponse.json({ review }, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
