import { describe, expect, it } from 'vitest';
import { canAdvance, orderNumber, paymentMayMove, scheduledStage, timelineFor, DELIVERY_RULES } from '@/lib/commerce';
import { evaluateCoupon, totals, type CouponRow, type PricedLine } from '@/server/commerce/pricing';

const NOW = new Date('2026-11-22T10:00:00+05:30');
const coupon = (patch: Partial<CouponRow> = {}): CouponRow => ({
  code: 'TEST10',
  country: 'IN',
  kind: 'percent',
  value: 10,
  appliesTo: 'all',
  minSubtotalMinor: 0,
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validUntil: new Date('2027-01-01T00:00:00Z'),
  maxUses: null,
  usedCount: 0,
  maxUsesPerCustomer: null,
  ...patch,
});
const product = (lineMinor: number, usable = true): PricedLine => ({
  kind: 'product',
  shipped: true,
  lineMinor,
  usable,
});
const scan = (lineMinor: number): PricedLine => ({ kind: 'plan', shipped: false, lineMinor, usable: true });

describe('coupons', () => {
  it('takes a percentage of the lines it applies to, rounded down to the minor unit', () => {
    expect(evaluateCoupon(coupon({ appliesTo: 'products' }), [product(99_950), scan(99_900)], 'IN', NOW)).toEqual({
      ok: true,
      discountMinor: 9_995,
    });
    expect(
      evaluateCoupon(
        coupon({ appliesTo: 'plans', kind: 'amount', value: 20_000 }),
        [product(50_000), scan(15_000)],
        'IN',
        NOW,
      ),
    ).toEqual({ ok: true, discountMinor: 15_000 });
  });

  it('gives a reason for every refusal', () => {
    expect(evaluateCoupon(undefined, [product(1000)], 'IN', NOW)).toEqual({ ok: false, reason: 'unknown' });
    expect(
      evaluateCoupon(coupon({ validUntil: new Date('2026-06-30T00:00:00Z') }), [product(1000)], 'IN', NOW),
    ).toEqual({ ok: false, reason: 'expired' });
    expect(evaluateCoupon(coupon({ validFrom: new Date('2026-12-01T00:00:00Z') }), [product(1000)], 'IN', NOW)).toEqual(
      { ok: false, reason: 'notYetValid' },
    );
    expect(evaluateCoupon(coupon({ country: 'AE' }), [product(1000)], 'IN', NOW)).toEqual({
      ok: false,
      reason: 'otherCountry',
    });
    expect(evaluateCoupon(coupon({ maxUses: 5, usedCount: 5 }), [product(1000)], 'IN', NOW)).toEqual({
      ok: false,
      reason: 'usedUp',
    });
    expect(evaluateCoupon(coupon({ minSubtotalMinor: 200_000 }), [product(199_999)], 'IN', NOW)).toEqual({
      ok: false,
      reason: 'minSubtotal',
    });
    expect(evaluateCoupon(coupon({ appliesTo: 'plans' }), [product(1000)], 'IN', NOW)).toEqual({
      ok: false,
      reason: 'notApplicable',
    });
  });

  it('refuses a coupon the customer has used as often as it allows, and leaves a guest to be checked at the order', () => {
    const once = coupon({ maxUsesPerCustomer: 1 });
    expect(evaluateCoupon(once, [product(1000)], 'IN', NOW, 1)).toEqual({ ok: false, reason: 'alreadyUsed' });
    expect(evaluateCoupon(once, [product(1000)], 'IN', NOW, 0)).toEqual({ ok: true, discountMinor: 100 });
    expect(evaluateCoupon(once, [product(1000)], 'IN', NOW, null)).toEqual({ ok: true, discountMinor: 100 });
    expect(evaluateCoupon(coupon(), [product(1000)], 'IN', NOW, 7)).toEqual({ ok: true, discountMinor: 100 });
  });

  it('ignores lines that cannot be bought', () => {
    expect(
      evaluateCoupon(coupon({ minSubtotalMinor: 5_000 }), [product(4_000), product(9_000, false)], 'IN', NOW),
    ).toEqual({ ok: false, reason: 'minSubtotal' });
  });
});

describe('totals', () => {
  it('charges delivery on shipped goods below the threshold only', () => {
    const rule = DELIVERY_RULES.IN;
    expect(totals([product(rule.freeFromMinor - 1)], 0, 'IN')).toEqual({
      subtotalMinor: rule.freeFromMinor - 1,
      discountMinor: 0,
      deliveryMinor: rule.feeMinor,
      totalMinor: rule.freeFromMinor - 1 + rule.feeMinor,
    });
    expect(totals([product(rule.freeFromMinor)], 0, 'IN').deliveryMinor).toBe(0);
    expect(totals([scan(99_900)], 0, 'IN').deliveryMinor).toBe(0);
  });

  it('never discounts below zero', () => {
    expect(totals([scan(10_000)], 50_000, 'IN')).toMatchObject({ discountMinor: 10_000, totalMinor: 0 });
  });
});

describe('state machines', () => {
  it('moves orders forward only, along the timeline of their kind', () => {
    expect(timelineFor(null)).toEqual(['placed', 'paid', 'dispatched', 'delivered']);
    expect(canAdvance('paid', 'dispatched', null)).toBe(true);
    expect(canAdvance('dispatched', 'paid', 'scan')).toBe(false);
    expect(canAdvance('paid', 'scanDone', null)).toBe(false);
    expect(canAdvance('delivered', 'delivered', 'scan')).toBe(false);
  });

  it('gives skin session orders their own timeline, without scan steps or a dispatch', () => {
    expect(timelineFor('skin')).toEqual(['placed', 'paid', 'sessionScheduled', 'sessionsDone']);
    expect(timelineFor('scan')).toEqual([
      'placed',
      'paid',
      'scanScheduled',
      'scanDone',
      'inProduction',
      'dispatched',
      'delivered',
    ]);
    expect(canAdvance('sessionScheduled', 'sessionsDone', 'skin')).toBe(true);
    expect(canAdvance('paid', 'scanDone', 'skin')).toBe(false);
    expect(canAdvance('paid', 'dispatched', 'skin')).toBe(false);
    expect(scheduledStage('skin')).toBe('sessionScheduled');
    expect(scheduledStage('scan')).toBe('scanScheduled');
  });

  it('never moves a paid payment, and lets a failed attempt still be paid', () => {
    expect(paymentMayMove('paid', 'failed')).toBe(false);
    expect(paymentMayMove('paid', 'pending')).toBe(false);
    expect(paymentMayMove('failed', 'paid')).toBe(true);
    expect(paymentMayMove('failed', 'pending')).toBe(false);
    expect(paymentMayMove('created', 'pending')).toBe(true);
    expect(paymentMayMove('pending', 'paid')).toBe(true);
  });

  it('numbers orders for people', () => {
    expect(orderNumber(1)).toBe('TS100001');
  });
});
