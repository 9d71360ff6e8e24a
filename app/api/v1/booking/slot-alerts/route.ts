import { apiRoute } from '@/server/api/handler';
import { slotAlertContract } from '@/lib/api/commerce-contracts';
import { requireSession } from '@/server/auth/session';
import type { Country } from '@/i18n/locales';
import { subscribeSlotAlert } from '@/server/commerce/booking';
import { findCart } from '@/server/commerce/cart';

export const POST = apiRoute(slotAlertContract, async ({ request, body }) => {
  const { user } = await requireSession(request);
  const cart = await findCart({ userId: user.id, guestToken: null });
  await subscribeSlotAlert(user.id, body.locationKey, body.date, (cart?.country ?? 'IN') as Country);
  return { status: 201, body: { subscribed: true as const } };
});
