import { z } from 'zod';
import type { EndpointContract } from './contracts';
import { orderSchema, scheduleContract } from './commerce-contracts';

/** The booking of one of the customer's orders (spec §7: "appointment create or update and detail"). */
const orderIdParam = z.object({ id: z.uuid('Not a valid order id.') });

export const appointmentSlotsContract = {
  method: 'GET',
  path: '/api/v1/orders/{id}/appointment/slots',
  summary:
    "The next two weeks' free times at the place of a booked visit, to move it (until 24 hours before the visit)",
  tags: ['booking'],
  params: orderIdParam,
  response: scheduleContract.response,
} as const satisfies EndpointContract;

export const rescheduleAppointmentContract = {
  method: 'POST',
  path: '/api/v1/orders/{id}/appointment',
  summary:
    'Moves a booked visit to another free time at the same place (until 24 hours before it); the old time is freed',
  tags: ['booking'],
  params: orderIdParam,
  body: z
    .object({ slotId: z.number({ error: 'Choose a time.' }).int('Choose a time.').positive('Choose a time.') })
    .strict(),
  response: z.object({ order: orderSchema }),
  idempotent: true,
} as const satisfies EndpointContract;

export const cancelAppointmentContract = {
  method: 'POST',
  path: '/api/v1/orders/{id}/appointment/cancel',
  summary:
    'Cancels a free booking (until 24 hours before the visit); a paid one is cancelled and refunded by the care team',
  tags: ['booking'],
  params: orderIdParam,
  response: z.object({ order: orderSchema }),
  idempotent: true,
} as const satisfies EndpointContract;

export const APPOINTMENT_CONTRACTS: readonly EndpointContract[] = [
  appointmentSlotsContract,
  rescheduleAppointmentContract,
  cancelAppointmentContract,
];
