import { apiRoute } from '@/server/api/handler';
import { cancelAppointmentContract } from '@/lib/api/appointment-contracts';
import { requireSession } from '@/server/auth/session';
import { cancelAppointment } from '@/server/commerce/appointments';

/** Cancels the customer's free booking; a paid one is refused with the way to our care team. */
export const POST = apiRoute(cancelAppointmentContract, async ({ request, params }) => {
  const { user } = await requireSession(request);
  return { body: { order: await cancelAppointment(user.id, params.id) } };
});
