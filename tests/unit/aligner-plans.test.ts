import { describe, expect, it } from 'vitest';
import { LOCALES, type Country } from '../../i18n/locales';
import { alignerPlans, INSTALMENT_TERMS, monthlyInstalment, PLAN_IDS, PLAN_PRICES } from '../../lib/aligner-plans';
import { MINOR_UNIT_DIGITS, money } from '../../lib/money';
import { currencyOf, fromPrice } from '../../lib/offer-prices';

const COUNTRIES: Country[] = ['IN', 'AE', 'SA', 'QA', 'BH'];

describe('aligner plans table', () => {
  it('covers every country of the locale table', () => {
    expect(new Set(LOCALES.map((l) => l.country))).toEqual(new Set(COUNTRIES));
  });

  it.each(COUNTRIES)('%s has every plan, priced in integer minor units of its own currency', (country) => {
    const plans = alignerPlans(country);
    expect(plans.map((p) => p.id)).toEqual([...PLAN_IDS]);
    for (const plan of plans) {
      expect(Number.isInteger(plan.total.amountMinor)).toBe(true);
      expect(plan.total.amountMinor).toBeGreaterThan(0);
      expect(plan.total.currency).toBe(currencyOf(country));
      expect(plan.features.length).toBeGreaterThan(0);
      expect(plan.months.min).toBeLessThanOrEqual(plan.months.max);
    }
    expect(plans.filter((p) => p.featured)).toHaveLength(1);
  });

  it.each(COUNTRIES)('%s: the entry plans are the "from" prices shown on marketing pages', (country) => {
    expect(money(PLAN_PRICES[country].lite, currencyOf(country))).toEqual(fromPrice(country, 'aligners'));
    expect(money(PLAN_PRICES[country].teen, currencyOf(country))).toEqual(fromPrice(country, 'teenAligners'));
  });

  it('offers no-cost EMI over 12 months in India and instalments in the UAE', () => {
    expect(INSTALMENT_TERMS.IN).toEqual({ months: 12, kind: 'noCostEmi' });
    expect(INSTALMENT_TERMS.AE?.kind).toBe('instalments');
    for (const plan of alignerPlans('IN')) expect(plan.monthly?.months).toBe(12);
    for (const plan of alignerPlans('AE')) expect(plan.monthly?.kind).toBe('instalments');
  });

  it.each(['SA', 'QA', 'BH'] as const)('%s offers no monthly payments', (country) => {
    expect(INSTALMENT_TERMS[country]).toBeNull();
    for (const plan of alignerPlans(country)) expect(plan.monthly).toBeNull();
  });

  it('monthly amounts never add up to less than the total, and by less than one month of rounding', () => {
    for (const country of COUNTRIES) {
      for (const plan of alignerPlans(country)) {
        if (!plan.monthly) continue;
        const paid = plan.monthly.amount.amountMinor * plan.monthly.months;
        expect(paid).toBeGreaterThanOrEqual(plan.total.amountMinor);
        expect(paid - plan.total.amountMinor).toBeLessThan(plan.monthly.months);
      }
    }
  });
});

describe('monthlyInstalment', () => {
  it('rounds up to the next paisa', () => {
    // ₹49,999 / 12 = ₹4,166.5833… → ₹4,166.59
    expect(monthlyInstalment(money(4_999_900, 'INR'), 12)).toEqual(money(416_659, 'INR'));
    expect(alignerPlans('IN').find((p) => p.id === 'lite')?.monthly?.amount).toEqual(money(416_659, 'INR'));
  });

  it('keeps exact divisions exact', () => {
    expect(monthlyInstalment(money(1_200_000, 'INR'), 12)).toEqual(money(100_000, 'INR'));
    expect(monthlyInstalment(money(600, 'AED'), 6)).toEqual(money(100, 'AED'));
  });

  it('rounds up to the next fils for the three-decimal Bahraini dinar', () => {
    expect(MINOR_UNIT_DIGITS.BHD).toBe(3);
    // BHD 849.000 / 12 = BHD 70.75 exactly; BHD 849.001 / 12 = 70.750083… → BHD 70.751
    expect(monthlyInstalment(money(849_000, 'BHD'), 12)).toEqual(money(70_750, 'BHD'));
    expect(monthlyInstalment(money(849_001, 'BHD'), 12)).toEqual(money(70_751, 'BHD'));
    // BHD 1,349.000 / 7 = 192.714285… → BHD 192.715
    expect(monthlyInstalment(money(1_349_000, 'BHD'), 7)).toEqual(money(192_715, 'BHD'));
  });

  it('rounds UAE instalments up to the next fils', () => {
    // AED 7,999 / 6 = 1,333.1666… → AED 1,333.17
    expect(alignerPlans('AE').find((p) => p.id === 'lite')?.monthly?.amount).toEqual(money(133_317, 'AED'));
  });

  it('refuses a non-whole or non-positive number of months', () => {
    expect(() => monthlyInstalment(money(100, 'INR'), 0)).toThrow();
    expect(() => monthlyInstalment(money(100, 'INR'), 1.5)).toThrow();
  });
});
