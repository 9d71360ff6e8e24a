import { describe, expect, it } from 'vitest';
import type { CartSummary } from '@/lib/api/commerce-contracts';
import { bookingStepPath, isBookingOnly, isFreeBooking } from '@/lib/booking';
import { BOOK_SCAN_PATH } from '@/lib/journey';

type Cart = Pick<CartSummary, 'booking' | 'lines' | 'subtotalMinor' | 'totalMinor'>;
type Line = CartSummary['lines'][number];

const line = (partial: Partial<Line>): Line => ({
  id: 'l',
  kind: 'plan',
  line: 'toothsi',
  productId: null,
  planCode: 'scan-centre',
  planKind: 'scan',
  skin: null,
  name: 'scan-centre',
  slug: null,
  image: null,
  quantity: 1,
  unitMinor: 0,
  compareAtMinor: null,
  lineMinor: 0,
  problem: null,
  maxQuantity: 1,
  ...partial,
});
const booking = (planCode: string, kind: 'scan' | 'skin' = 'scan'): NonNullable<CartSummary['booking']> => ({
  kind,
  planCode,
  locationType: 'centre',
  clinic: null,
  slot: null,
  locationKey: null,
  timeZone: 'Asia/Kolkata',
});

const freeScan: Cart = { booking: booking('scan-centre'), lines: [line({})], subtotalMinor: 0, totalMinor: 0 };
const laser: Cart = {
  booking: booking('lhr-underarms-6', 'skin'),
  lines: [
    line({
      planCode: 'lhr-underarms-6',
      planKind: 'skin',
      line: 'skinnsi',
      skin: { category: 'lhr', service: 'underarms', sessions: 6 },
      lineMinor: 549_900,
      unitMinor: 549_900,
    }),
  ],
  subtotalMinor: 549_900,
  totalMinor: 549_900,
};
const retainer = line({
  id: 'r',
  kind: 'product',
  productId: 101,
  planCode: null,
  planKind: null,
  lineMinor: 299_900,
  unitMinor: 299_900,
});

describe('a booking reads as a booking', () => {
  it('a free scan alone is a free booking: nothing to discount, deliver or pay', () => {
    expect(isBookingOnly(freeScan)).toBe(true);
    expect(isFreeBooking(freeScan)).toBe(true);
  });

  it('a paid package of sessions is a booking that keeps its payment step', () => {
    expect(isBookingOnly(laser)).toBe(true);
    expect(isFreeBooking(laser)).toBe(false);
  });

  it('a booking with goods beside it is a purchase, and so is a cart of goods', () => {
    const withGoods: Cart = { ...freeScan, lines: [line({}), retainer], subtotalMinor: 299_900, totalMinor: 299_900 };
    expect(isBookingOnly(withGoods)).toBe(false);
    expect(isFreeBooking(withGoods)).toBe(false);
    const goods: Cart = { booking: null, lines: [retainer], subtotalMinor: 299_900, totalMinor: 299_900 };
    expect(isBookingOnly(goods)).toBe(false);
    // A coupon that pays for goods makes them free, not a booking.
    expect(isFreeBooking({ ...goods, totalMinor: 0 })).toBe(false);
  });

  it('"change place" leads back to the one step that asks it: the scan booking page, or the treatment’s packages', () => {
    expect(bookingStepPath(freeScan)).toBe(BOOK_SCAN_PATH);
    expect(bookingStepPath(laser)).toBe(
      '/skinnsi/laser-hair-removal/select-service/underarms?scrollTo=select-packages',
    );
  });
});
