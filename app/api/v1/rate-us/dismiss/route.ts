import { apiRoute } from '@/server/api/handler';
import { rateUsDismissContract } from '@/lib/api/feedback-contracts';
import { requireSession } from '@/server/auth/session';
import { dismissRateUs } from '@/server/feedback/rate-us';

export const POST = apiRoute(rateUsDismissContract, async ({ request, body }) => {
  const { user } = await requireSession(request);
  await dismissRateUs(user.id, body);
  return { body: { dismissed: true as const } };
});
