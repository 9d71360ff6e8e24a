import { describe, expect, it } from 'vitest';
import { LOCALES, type Country } from '@/i18n/locales';
import { alignerPlans, INSTALMENT_TERMS, monthlyInstalment, PLAN_IDS, PLAN_PRICES } from '@/lib/aligner-plans';
import { MINOR_UNIT_DIGITS, money } from '@/lib/money';
import { currencyOf } from '@/i18n/locales';
import { fromPricesOf } from '@/lib/offer-prices';
import { sells } from '@/lib/markets';

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

  it.each(COUNTRIES)(
    '%s: "plans from" is the cheapest plan, the Teen plan included, where aligners are sold',
    (country) => {
      const prices = fromPricesOf(country, { plans: alignerPlans(country), products: [], skinPackages: [] });
      const cheapest = Math.min(...Object.values(PLAN_PRICES[country]));
      if (sells(country, 'aligners')) {
        expect(prices.aligners).toEqual(money(cheapest, currencyOf(country)));
        expect(prices.teenAligners).toEqual(money(PLAN_PRICES[country].teen, currencyOf(country)));
      } else {
        expect(prices.aligners).toBeUndefined();
        expect(prices.teenAligners).toBeUndefined();
      }
    },
  );

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

  it('monthly amounts are whole units and, with the last instalment, add up to exactly the total', () => {
    for (const country of COUNTRIES) {
      for (const plan of alignerPlans(country)) {
        if (!plan.monthly) continue;
        const unit = 10 ** MINOR_UNIT_DIGITS[plan.total.currency];
        expect(plan.monthly.amount.amountMinor % unit).toBe(0);
        expect(plan.monthly.amount.amountMinor * (plan.monthly.months - 1) + plan.monthly.last.amountMinor).toBe(
          plan.total.amountMinor,
        );
        expect(plan.monthly.last.amountMinor).toBeGreaterThan(0);
        expect(plan.monthly.last.amountMinor).toBeLessThanOrEqual(plan.monthly.amount.amountMinor);
      }
    }
  });
});

describe('monthlyInstalment', () => {
  it('rounds up to the whole rupee; the last month takes the rest', () => {
    // ₹49,999 / 12 = ₹4,166.58… → ₹4,167 a month for 11 months and ₹4,162 in the last
    expect(monthlyInstalment(money(4_999_900, 'INR'), 12)).toEqual({
      amount: money(416_700, 'INR'),
      last: money(416_200, 'INR'),
    });
    expect(alignerPlans('IN').find((p) => p.id === 'lite')?.monthly).toMatchObject({
      amount: money(416_700, 'INR'),
      last: money(416_200, 'INR'),
    });
  });

  it('keeps exact divisions exact', () => {
    expect(monthlyInstalment(money(1_200_000, 'INR'), 12)).toEqual({
      amount: money(100_000, 'INR'),
      last: money(100_000, 'INR'),
    });
    expect(monthlyInstalment(money(60_000, 'AED'), 6)).toEqual({
      amount: money(10_000, 'AED'),
      last: money(10_000, 'AED'),
    });
  });

  it('rounds to the whole dinar for the three-decimal Bahraini dinar', () => {
    expect(MINOR_UNIT_DIGITS.BHD).toBe(3);
    // BHD 849.000 / 12 = 70.75 → BHD 71 a month, BHD 68 in the last
    expect(monthlyInstalment(money(849_000, 'BHD'), 12)).toEqual({
      amount: money(71_000, 'BHD'),
      last: money(68_000, 'BHD'),
    });
  });

  it('rounds UAE instalments up to the whole dirham', () => {
    // AED 7,999 / 6 = 1,333.17 → AED 1,334 a month, AED 1,329 in the last
    expect(alignerPlans('AE').find((p) => p.id === 'lite')?.monthly).toMatchObject({
      amount: money(133_400, 'AED'),
      last: money(132_900, 'AED'),
    });
  });

  it('refuses a non-whole or non-positive number of months', () => {
    expect(() => monthlyInstalment(money(100, 'INR'), 0)).toThrow();
    expect(() => monthlyInstalment(money(100, 'INR'), 1.5)).toThrow();
  });
});
