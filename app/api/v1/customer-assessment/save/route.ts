import { apiRoute } from '@/server/api/handler';
import { saveAssessmentContract } from '@/lib/api/account-contracts';
import { requireSession } from '@/server/auth/session';
import { saveAssessment } from '@/server/assessments';

export const POST = apiRoute(saveAssessmentContract, async ({ request, body }) => {
  const { user } = await requireSession(request);
  return { status: 201, body: { assessment: await saveAssessment(user.id, body.kind, body.answers) } };
});
