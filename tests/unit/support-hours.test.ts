import { describe, expect, it } from 'vitest';
import { isSupportOpen } from '@/lib/support-hours';

const HOURS = { startTime: '09:00', endTime: '21:00' };

describe('support hours (spec §9: 9:00 AM to 9:00 PM)', () => {
  it('is open from 9:00 and closed from 21:00 in India', () => {
    expect(isSupportOpen(HOURS, new Date('2026-11-22T03:29:00Z'), 'Asia/Kolkata')).toBe(false); // 08:59 IST
    expect(isSupportOpen(HOURS, new Date('2026-11-22T03:30:00Z'), 'Asia/Kolkata')).toBe(true); // 09:00 IST
    expect(isSupportOpen(HOURS, new Date('2026-11-22T15:29:00Z'), 'Asia/Kolkata')).toBe(true); // 20:59 IST
    expect(isSupportOpen(HOURS, new Date('2026-11-22T15:30:00Z'), 'Asia/Kolkata')).toBe(false); // 21:00 IST
  });

  it('uses the customer’s own time zone', () => {
    const at = new Date('2026-11-22T16:00:00Z'); // 21:30 IST, 20:00 in Dubai
    expect(isSupportOpen(HOURS, at, 'Asia/Kolkata')).toBe(false);
    expect(isSupportOpen(HOURS, at, 'Asia/Dubai')).toBe(true);
  });
});
