import type { Order } from './api/commerce-contracts';
import { scheduledStage } from './commerce';

/**
 * A booked visit (a scan, or a package's first skin session) may be moved or cancelled by its customer until this
 * many hours before it: the skin packages promise "free rescheduling up to 24 hours before", and scans keep the same
 * rule. Later than that, our care team changes it.
 */
export const BOOKING_CHANGE_HOURS = 24;

/** Why a booking cannot be changed by its customer (the API's field codes, translated by the pages). */
export const BOOKING_CHANGE_REFUSALS = ['notBooking', 'notBooked', 'tooLate', 'paidBooking', 'sameTime'] as const;
export type BookingChangeRefusal = (typeof BOOKING_CHANGE_REFUSALS)[number];

export type BookingOrder = Pick<Order, 'status' | 'stage' | 'bookingKind' | 'slotStartsAt' | 'totalMinor'>;

export interface BookingChanges {
  /** The customer may move it to another free time at the same place. */
  reschedule: boolean;
  /** `self`: they cancel it here (nothing was paid); `support`: our team cancels and refunds a paid one; null: neither. */
  cancel: 'self' | 'support' | null;
  /** Until when (ISO) they may; null when the order is no booking. */
  until: string | null;
  /** Why not, when they may not change it themselves. */
  refusal: BookingChangeRefusal | null;
}

/** The last moment a booking may be changed by its customer. */
export function changeDeadline(slotStartsAt: string | Date): Date {
  return new Date(new Date(slotStartsAt).getTime() - BOOKING_CHANGE_HOURS * 3600_000);
}

/**
 * What the customer may do with a booking now: a standing booking (paid, or free and confirmed) whose visit is still
 * scheduled and more than 24 hours away may be moved; a free one may be cancelled here, a paid one through our team
 * (its money goes back). An unpaid order is cancelled as an order (POST /api/v1/orders/{id}/cancel), not here.
 */
export function bookingChanges(order: BookingOrder, now: Date): BookingChanges {
  if (!order.bookingKind || !order.slotStartsAt)
    return { reschedule: false, cancel: null, until: null, refusal: 'notBooking' };
  const until = changeDeadline(order.slotStartsAt);
  const booked = order.status === 'paid' && order.stage === scheduledStage(order.bookingKind);
  if (!booked) return { reschedule: false, cancel: null, until: until.toISOString(), refusal: 'notBooked' };
  if (now.getTime() >= until.getTime())
    return { reschedule: false, cancel: null, until: until.toISOString(), refusal: 'tooLate' };
  return {
    reschedule: true,
    cancel: order.totalMinor === 0 ? 'self' : 'support',
    until: until.toISOString(),
    refusal: null,
  };
}
