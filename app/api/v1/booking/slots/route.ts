import { apiRoute } from '@/server/api/handler';
import { scheduleContract } from '@/lib/api/commerce-contracts';
import { requireSession } from '@/server/auth/session';
import { scheduleOfCart } from '@/server/commerce/booking';

/**
 * The schedule of the place the scan of the market's cart is at: the centre chosen, or home visits in the address's
 * city. Another market's cart is not read.
 */
export const GET = apiRoute(scheduleContract, async ({ request, query }) => {
  const { user } = await requireSession(request);
  return { body: await scheduleOfCart(user.id, query.country) };
});
