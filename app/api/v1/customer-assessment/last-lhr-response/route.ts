import { apiRoute } from '@/server/api/handler';
import { lastLhrContract } from '@/lib/api/account-contracts';
import { requireSession } from '@/server/auth/session';
import { lastLhrAssessment } from '@/server/assessments';

export const GET = apiRoute(lastLhrContract, async ({ request }) => {
  const { user } = await requireSession(request);
  return { body: { assessment: await lastLhrAssessment(user.id) } };
});
