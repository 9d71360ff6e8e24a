import { apiRoute } from '@/server/api/handler';
import { customerFeedbackContract } from '@/lib/api/feedback-contracts';
import { readSession } from '@/server/auth/session';
import { answerCustomerFeedback } from '@/server/feedback/answers';

export const POST = apiRoute(
  customerFeedbackContract,
  async ({ request, body }) => {
    const session = body.token ? null : await readSession(request);
    await answerCustomerFeedback(body, session?.user.id ?? null);
    return { status: 201, body: { answered: true as const } };
  },
  { rateLimit: 'feedback' },
);
