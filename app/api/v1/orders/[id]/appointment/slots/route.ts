import { apiRoute } from '@/server/api/handler';
import { appointmentSlotsContract } from '@/lib/api/appointment-contracts';
import { requireSession } from '@/server/auth/session';
import { appointmentSchedule } from '@/server/commerce/appointments';

/** The free times at the place of the customer's booked visit. */
export const GET = apiRoute(appointmentSlotsContract, async ({ request, params }) => {
  const { user } = await requireSession(request);
  return { body: await appointmentSchedule(user.id, params.id) };
});
