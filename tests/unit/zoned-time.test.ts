import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf, zonedDate, zonedInstant, zonedTime, zoneOffsetMs } from '@/lib/zoned-time';

describe('zoned time', () => {
  it('knows the offsets of India and the Gulf', () => {
    const at = new Date('2026-11-24T12:00:00Z');
    expect(zoneOffsetMs('Asia/Kolkata', at)).toBe(5.5 * 3600_000);
    expect(zoneOffsetMs('Asia/Dubai', at)).toBe(4 * 3600_000);
    expect(zoneOffsetMs('Asia/Riyadh', at)).toBe(3 * 3600_000);
  });

  it('reads the local date and time of an instant, across midnight', () => {
    const lateUtc = new Date('2026-11-24T20:15:00Z');
    expect([zonedDate(lateUtc, 'Asia/Kolkata'), zonedTime(lateUtc, 'Asia/Kolkata')]).toEqual(['2026-11-25', '01:45']);
    expect([zonedDate(lateUtc, 'Asia/Dubai'), zonedTime(lateUtc, 'Asia/Dubai')]).toEqual(['2026-11-25', '00:15']);
    expect([zonedDate(lateUtc, 'Asia/Riyadh'), zonedTime(lateUtc, 'Asia/Riyadh')]).toEqual(['2026-11-24', '23:15']);
  });

  it('turns a local date and time back into the instant, the inverse of reading it', () => {
    expect(zonedInstant('2026-11-25', '09:00', 'Asia/Kolkata').toISOString()).toBe('2026-11-25T03:30:00.000Z');
    expect(zonedInstant('2026-11-25', '09:00', 'Asia/Dubai').toISOString()).toBe('2026-11-25T05:00:00.000Z');
    // A zone with daylight saving time: London is UTC+1 in July and UTC in December.
    expect(zonedInstant('2026-07-01', '09:00', 'Europe/London').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedInstant('2026-12-01', '09:00', 'Europe/London').toISOString()).toBe('2026-12-01T09:00:00.000Z');
    for (const zone of ['Asia/Kolkata', 'Asia/Dubai', 'Europe/London']) {
      const instant = zonedInstant('2026-03-29', '19:00', zone);
      expect([zonedDate(instant, zone), zonedTime(instant, zone)]).toEqual(['2026-03-29', '19:00']);
    }
  });

  it('does calendar arithmetic on dates', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(weekdayOf('2026-11-24')).toBe(2);
  });
});
