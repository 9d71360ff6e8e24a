import { apiRoute } from '@/server/api/handler';
import { npsAnswerContract } from '@/lib/api/feedback-contracts';
import { answerNps } from '@/server/feedback/answers';

export const POST = apiRoute(
  npsAnswerContract,
  async ({ body }) => {
    const { band } = await answerNps(body);
    return { status: 201, body: { answered: true as const, band } };
  },
  { rateLimit: 'feedback' },
);
