import { apiRoute } from '@/server/api/handler';
import { listAssessmentsContract } from '@/lib/api/account-contracts';
import { requireSession } from '@/server/auth/session';
import { listAssessments } from '@/server/assessments';

export const GET = apiRoute(listAssessmentsContract, async ({ request }) => {
  const { user } = await requireSession(request);
  return { body: { assessments: await listAssessments(user.id) } };
});
