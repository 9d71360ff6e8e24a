import { apiRoute } from '@/server/api/handler';
import { moderateReviewContract } from '@/lib/api/review-contracts';
import { requireBearer } from '@/server/api/bearer';
import { env } from '@/server/env';
import { moderateReview } from '@/server/reviews/write';
import { toModerationReview } from '@/server/reviews/shape';

export const POST = apiRoute(moderateReviewContract, async ({ request, params, body }) => {
  requireBearer(request, env().OPS_SECRET, 'operations');
  return { body: { review: toModerationReview(await moderateReview(params.id, body.status)) } };
});
