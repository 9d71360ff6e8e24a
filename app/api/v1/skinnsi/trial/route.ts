import { apiRoute } from '@/server/api/handler';
import { claimTrialContract, trialStatusContract } from '@/lib/api/skin-contracts';
import { requireSession } from '@/server/auth/session';
import { claimTrial, trialStatus } from '@/server/skin/trial';

export const GET = apiRoute(trialStatusContract, async ({ request, query }) => {
  const { user } = await requireSession(request);
  return { body: { trial: await trialStatus(user.id, query.country) } };
});

export const POST = apiRoute(claimTrialContract, async ({ request, query, body }) => {
  const { user } = await requireSession(request);
  return { status: 201, body: { trial: await claimTrial(user.id, body, query.country) } };
});
