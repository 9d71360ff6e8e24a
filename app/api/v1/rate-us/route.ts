import { apiRoute } from '@/server/api/handler';
import { rateUsAnswerContract } from '@/lib/api/feedback-contracts';
import { readSession } from '@/server/auth/session';
import { answerRateUs } from '@/server/feedback/rate-us';

export const POST = apiRoute(
  rateUsAnswerContract,
  async ({ request, body }) => {
    const session = await readSession(request);
    return { status: 201, body: await answerRateUs(body, session?.user.id ?? null) };
  },
  { rateLimit: 'rate-us' },
);
