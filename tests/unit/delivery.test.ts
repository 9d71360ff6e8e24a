import { describe, expect, it } from 'vitest';
import { deliveryDate, isIndianPin, pinPrefix } from '@/lib/delivery';
import { deliveryEstimateContract } from '@/lib/api/delivery-contracts';
import { MARKETS } from '@/lib/markets';
import { GULF_CITY_SEED } from '@/server/db/seed-data';

/** An instant given as a wall clock of a time zone's fixed offset (none of ours uses DST). */
const at = (local: string, offset: string) => new Date(`${local}${offset}`);
const IST = '+05:30';
const GST = '+04:00';
const AST = '+03:00';
const weekday = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });

describe('when a shop order arrives', () => {
  it('India: an order before 2 pm on a working day leaves that day and arrives four working days later, Sundays skipped', () => {
    // Monday 6 October 2025, 10:00 in India → dispatched Monday → Tue, Wed, Thu, Fri.
    expect(deliveryDate('IN', at('2025-10-06T10:00:00', IST))).toBe('2025-10-10');
    // After the cut-off the order leaves on Tuesday → Saturday.
    expect(deliveryDate('IN', at('2025-10-06T15:30:00', IST))).toBe('2025-10-11');
    // Thursday after the cut-off: leaves Friday → Sat, (Sun skipped) Mon, Tue, Wed.
    const late = deliveryDate('IN', at('2025-10-09T18:00:00', IST));
    expect(late).toBe('2025-10-15');
    expect(weekday(late)).toBe('Wednesday');
  });

  it('India: the day is India’s, whatever the server’s clock says (23:00 UTC is already tomorrow there)', () => {
    // Sunday 23:00 UTC = Monday 04:30 IST: a Monday order before the cut-off.
    expect(deliveryDate('IN', new Date('2025-10-05T23:00:00Z'))).toBe('2025-10-10');
  });

  it('a Sunday order leaves on Monday in India and the UAE, and that day in Saudi Arabia, Qatar and Bahrain', () => {
    expect(deliveryDate('IN', at('2025-10-05T09:00:00', IST))).toBe('2025-10-10');
    expect(deliveryDate('AE', at('2025-10-05T09:00:00', GST))).toBe('2025-10-08');
    // Saudi working week is Sunday to Thursday: Sunday → Mon, Tue, Wed.
    expect(deliveryDate('SA', at('2025-10-05T09:00:00', AST))).toBe('2025-10-08');
    // Thursday afternoon in Qatar: leaves Sunday → Mon, Tue, Wed.
    expect(deliveryDate('QA', at('2025-10-09T16:00:00', AST))).toBe('2025-10-15');
  });

  it('never answers a day the market does not deliver on', () => {
    for (let hour = 0; hour < 24 * 14; hour += 5) {
      const now = new Date(Date.UTC(2025, 9, 1) + hour * 3_600_000);
      expect(['Sunday'], 'India').not.toContain(weekday(deliveryDate('IN', now)));
      expect(['Friday', 'Saturday'], 'Saudi Arabia').not.toContain(weekday(deliveryDate('SA', now)));
    }
  });
});

describe('the delivery estimate request', () => {
  const query = deliveryEstimateContract.query;

  it('takes a 6-digit Indian PIN code, spaces around it allowed', () => {
    expect(isIndianPin(' 400001 ')).toBe(true);
    expect(pinPrefix('400001')).toBe('400');
    expect(query.safeParse({ pincode: ' 400001 ' })).toMatchObject({
      success: true,
      data: { country: 'IN', pincode: '400001' },
    });
  });

  it.each([['40001'], ['4000011'], ['012345'], ['40a001'], ['']])(
    'refuses %j with a message on the PIN code field',
    (pincode) => {
      expect(isIndianPin(pincode)).toBe(false);
      const parsed = query.safeParse({ country: 'IN', pincode });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['pincode', 'Enter a 6-digit PIN code.'],
      ]);
    },
  );

  it('in the Gulf, takes one of the market’s delivery cities and refuses others on the city field', () => {
    expect(query.safeParse({ country: 'AE', city: 'Sharjah' }).success).toBe(true);
    const parsed = query.safeParse({ country: 'AE', city: 'Mumbai' });
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['city']);
    expect(query.safeParse({ country: 'SA', city: 'Riyadh' }).success).toBe(false);
  });

  it('the UAE’s delivery cities are the Gulf cities the database is seeded with', () => {
    expect(GULF_CITY_SEED.map((c) => c.city)).toEqual(MARKETS.AE.deliveryCities);
    expect(MARKETS.IN.deliveryCities).toBeNull();
  });
});
