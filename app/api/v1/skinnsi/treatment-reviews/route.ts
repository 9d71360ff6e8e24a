import { apiRoute } from '@/server/api/handler';
import { treatmentReviewsContract } from '@/lib/api/skin-contracts';
import { listTreatmentReviews } from '@/server/skin/reviews';

export const GET = apiRoute(treatmentReviewsContract, async ({ query }) => ({
  body: await listTreatmentReviews({
    category: query.serviceCategory,
    service: query.service,
    limit: query.limit,
    offset: query.offset,
  }),
  headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
}));
