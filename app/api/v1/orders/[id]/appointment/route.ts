import { apiRoute } from '@/server/api/handler';
import { rescheduleAppointmentContract } from '@/lib/api/appointment-contracts';
import { requireSession } from '@/server/auth/session';
import { rescheduleAppointment } from '@/server/commerce/appointments';

/** Moves the customer's booked visit to another free time at the same place. */
export const POST = apiRoute(rescheduleAppointmentContract, async ({ request, params, body }) => {
  const { user } = await requireSession(request);
  return { body: { order: await rescheduleAppointment(user.id, params.id, body.slotId) } };
});
