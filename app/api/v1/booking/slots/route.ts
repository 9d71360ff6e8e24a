import type { Country } from '@/i18n/locales';
import { apiRoute } from '@/server/api/handler';
import { scheduleContract } from '@/lib/api/commerce-contracts';
import { requireSession } from '@/server/auth/session';
import { AppError } from '@/server/errors';
import { findCart, summarize } from '@/server/commerce/cart';
import { schedule } from '@/server/commerce/booking';

/** The schedule of the place the cart's scan is at: the centre chosen, or home visits in the address's city. */
export const GET = apiRoute(scheduleContract, async ({ request }) => {
  const { user } = await requireSession(request);
  const cart = await findCart({ userId: user.id, guestToken: null });
  const country = (cart?.country ?? 'IN') as Country; // written from the Country enum by the cart endpoints
  const summary = await summarize(cart, { country, locale: 'en' }, user.id);
  const key = summary.booking?.locationKey;
  if (!summary.booking) throw new AppError('UNPROCESSABLE', 'Add a scan to your cart first.', [{ path: 'cart', message: 'Add a scan to your cart first.', code: 'noScan' }]);
  if (!key) {
    const code = summary.booking.locationType === 'centre' ? 'chooseClinic' : 'chooseAddress';
    const message = code === 'chooseClinic' ? 'Choose a centre first.' : 'Choose the address of the visit first.';
    throw new AppError('UNPROCESSABLE', message, [{ path: 'cart', message, code }]);
  }
  return { body: await schedule(key, user.id, country) };
});
