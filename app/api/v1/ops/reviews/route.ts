import { apiRoute } from '@/server/api/handler';
import { opsListReviewsContract } from '@/lib/api/review-contracts';
import { requireBearer } from '@/server/api/bearer';
import { env } from '@/server/env';
import { moderationQueue } from '@/server/reviews/read';
import { toModerationReview } from '@/server/reviews/shape';

export const GET = apiRoute(opsListReviewsContract, async ({ request, query }) => {
  requireBearer(request, env().OPS_SECRET, 'operations');
  return {
    body: { reviews: (await moderationQueue({ status: query.status, limit: query.limit })).map(toModerationReview) },
  };
});
