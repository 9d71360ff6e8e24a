import { apiRoute } from '@/server/api/handler';
import { slotAlertContract } from '@/lib/api/commerce-contracts';
import { requireSession } from '@/server/auth/session';
import { subscribeSlotAlert } from '@/server/commerce/booking';

export const POST = apiRoute(
  slotAlertContract,
  async ({ request, body, query }) => {
    const { user } = await requireSession(request);
    await subscribeSlotAlert(user.id, query.country, body.locationKey, body.date);
    return { status: 201, body: { subscribed: true as const } };
  },
  { rateLimit: 'slot-alerts', atomic: true },
);
