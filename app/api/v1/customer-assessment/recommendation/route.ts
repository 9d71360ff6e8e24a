import { apiRoute } from '@/server/api/handler';
import { assessmentRecommendationContract } from '@/lib/api/account-contracts';
import { recommendationFor } from '@/server/assessments';

export const POST = apiRoute(assessmentRecommendationContract, async ({ body }) => ({
  body: { recommendation: recommendationFor(body.kind, body.answers) },
}));
