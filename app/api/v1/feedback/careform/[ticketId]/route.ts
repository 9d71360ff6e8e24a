import { apiRoute } from '@/server/api/handler';
import { careformAnswerContract } from '@/lib/api/feedback-contracts';
import { answerCareform } from '@/server/feedback/answers';

export const POST = apiRoute(
  careformAnswerContract,
  async ({ params, body }) => {
    await answerCareform(params.ticketId, body);
    return { status: 201, body: { answered: true as const } };
  },
  { rateLimit: 'feedback' },
);
