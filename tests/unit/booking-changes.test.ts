import { describe, expect, it } from 'vitest';
import { BOOKING_CHANGE_HOURS, bookingChanges, type BookingOrder } from '@/lib/booking-changes';

const NOW = new Date('2026-12-01T06:00:00.000Z');
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3600_000).toISOString();
const booking = (partial: Partial<BookingOrder> = {}): BookingOrder => ({
  status: 'paid',
  stage: 'scanScheduled',
  bookingKind: 'scan',
  slotStartsAt: inHours(72),
  totalMinor: 0,
  ...partial,
});

describe('what a customer may do with their booking', () => {
  it('moves or cancels a free booking more than a day away, until 24 hours before it', () => {
    expect(bookingChanges(booking(), NOW)).toEqual({
      reschedule: true,
      cancel: 'self',
      until: inHours(72 - BOOKING_CHANGE_HOURS),
      refusal: null,
    });
    expect(bookingChanges(booking({ slotStartsAt: inHours(24.01) }), NOW).reschedule).toBe(true);
    expect(bookingChanges(booking({ slotStartsAt: inHours(24) }), NOW)).toMatchObject({
      reschedule: false,
      cancel: null,
      refusal: 'tooLate',
    });
    expect(bookingChanges(booking({ slotStartsAt: inHours(-2) }), NOW)).toMatchObject({
      reschedule: false,
      refusal: 'tooLate',
    });
  });

  it('moves a paid booking but leaves cancelling it (and the refund) to the care team', () => {
    expect(bookingChanges(booking({ totalMinor: 999_900 }), NOW)).toMatchObject({
      reschedule: true,
      cancel: 'support',
      refusal: null,
    });
    expect(
      bookingChanges(booking({ bookingKind: 'skin', stage: 'sessionScheduled', totalMinor: 999_900 }), NOW),
    ).toMatchObject({ reschedule: true, cancel: 'support' });
  });

  it('changes nothing that is not a standing, still scheduled booking', () => {
    expect(bookingChanges(booking({ bookingKind: null }), NOW)).toMatchObject({
      reschedule: false,
      cancel: null,
      refusal: 'notBooking',
      until: null,
    });
    expect(bookingChanges(booking({ slotStartsAt: null }), NOW).refusal).toBe('notBooking');
    for (const status of ['pending_payment', 'cancelled', 'refunded'] as const)
      expect(bookingChanges(booking({ status }), NOW).refusal).toBe('notBooked');
    for (const stage of ['scanDone', 'inProduction', 'dispatched'] as const)
      expect(bookingChanges(booking({ stage }), NOW).refusal).toBe('notBooked');
    expect(bookingChanges(booking({ bookingKind: 'skin', stage: 'sessionsDone' }), NOW).refusal).toBe('notBooked');
    // A skin booking's scheduled stage is its own, not a scan's.
    expect(bookingChanges(booking({ bookingKind: 'skin', stage: 'scanScheduled' }), NOW).refusal).toBe('notBooked');
  });
});
