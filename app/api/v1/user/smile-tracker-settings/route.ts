import { apiRoute } from '@/server/api/handler';
import { getSmileTrackerContract, saveSmileTrackerContract } from '@/lib/api/account-contracts';
import { requireSession } from '@/server/auth/session';
import { getSmileTracker, saveSmileTracker } from '@/server/smile-tracker';

export const GET = apiRoute(getSmileTrackerContract, async ({ request }) => {
  const { user } = await requireSession(request);
  return { body: await getSmileTracker(user.id) };
});

export const PUT = apiRoute(saveSmileTrackerContract, async ({ request, body }) => {
  const { user } = await requireSession(request);
  return { body: { settings: await saveSmileTracker(user.id, body), saved: true as const } };
});
