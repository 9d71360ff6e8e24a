import { apiRoute } from '@/server/api/handler';
import { assessmentQuestionsContract } from '@/lib/api/account-contracts';
import { QUESTIONS } from '@/lib/assessments';

export const GET = apiRoute(assessmentQuestionsContract, async ({ query }) => ({
  body: { kind: query.kind, questions: QUESTIONS[query.kind] },
  headers: { 'Cache-Control': 'public, max-age=3600' },
}));
