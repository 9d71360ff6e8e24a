import { currencyOf, type Country } from '@/i18n/locales';
import { MINOR_UNIT_DIGITS, money, type Money } from './money';

/**
 * Aligner plans shown on /toothsi/pricing: list prices per country in integer minor units, what each plan
 * includes, and the monthly instalment where the country offers one. Pure data; checkout prices come from
 * the catalogue. The "from" prices of the marketing pages are computed from these (lib/offer-prices.ts).
 */
export const PLAN_IDS = ['lite', 'complete', 'teen'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PLAN_FEATURES = [
  'freeScan',
  'doctorPlan',
  'preview',
  'allAligners',
  'checkIns',
  'careKit',
  'refinements',
  'retainers',
  'replacements',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export interface PlanSpec {
  readonly id: PlanId;
  /** Typical length of treatment on this plan, in months; the orthodontist sets the real one per case. */
  readonly months: { readonly min: number; readonly max: number };
  readonly features: readonly PlanFeature[];
  /** The plan we highlight as the usual choice. */
  readonly featured: boolean;
}

const BASE: readonly PlanFeature[] = ['freeScan', 'doctorPlan', 'preview', 'allAligners', 'checkIns', 'careKit'];

export const PLAN_SPECS: readonly PlanSpec[] = [
  { id: 'lite', months: { min: 6, max: 6 }, features: BASE, featured: false },
  { id: 'complete', months: { min: 6, max: 12 }, features: [...BASE, 'refinements', 'retainers'], featured: true },
  { id: 'teen', months: { min: 6, max: 12 }, features: [...BASE, 'refinements', 'replacements'], featured: false },
];

/** Plan totals in minor units (paise, fils, halalas, dirhams; the Bahraini dinar has 3 decimals). */
export const PLAN_PRICES: Readonly<Record<Country, Readonly<Record<PlanId, number>>>> = {
  IN: { lite: 4_999_900, complete: 8_999_900, teen: 4_499_900 },
  AE: { lite: 799_900, complete: 1_299_900, teen: 749_900 },
  SA: { lite: 799_900, complete: 1_299_900, teen: 749_900 },
  QA: { lite: 799_900, complete: 1_299_900, teen: 749_900 },
  BH: { lite: 849_000, complete: 1_349_000, teen: 799_000 },
};

export type InstalmentKind = 'noCostEmi' | 'instalments';
export interface InstalmentTerms {
  readonly months: number;
  readonly kind: InstalmentKind;
}

/** Where paying monthly is offered: no-cost EMI in India, interest-free instalments in the UAE, none elsewhere. */
export const INSTALMENT_TERMS: Readonly<Record<Country, InstalmentTerms | null>> = {
  IN: { months: 12, kind: 'noCostEmi' },
  AE: { months: 6, kind: 'instalments' },
  SA: null,
  QA: null,
  BH: null,
};

export interface AlignerPlan extends PlanSpec {
  readonly total: Money;
  /** `amount` each month but the last, which is `last`: together exactly the total. */
  readonly monthly: (InstalmentTerms & { readonly amount: Money; readonly last: Money }) | null;
}

/**
 * One month's share of a total, rounded up to a whole rupee, dirham, riyal or dinar (nobody wants to read
 * ₹4,166.59 a month), and the last instalment, which takes what is left so that the months add up to exactly the
 * total. The rule is stated next to the price (plan cards).
 */
export function monthlyInstalment(total: Money, months: number): { amount: Money; last: Money } {
  if (!Number.isInteger(months) || months < 1)
    throw new Error(`Instalments need a whole number of months, got ${months}`);
  const unit = 10 ** MINOR_UNIT_DIGITS[total.currency];
  const amount = Math.ceil(total.amountMinor / months / unit) * unit;
  return {
    amount: money(amount, total.currency),
    last: money(total.amountMinor - amount * (months - 1), total.currency),
  };
}

/** The plans of a country with their totals and, where offered, the monthly amount. */
export function alignerPlans(country: Country): AlignerPlan[] {
  const terms = INSTALMENT_TERMS[country];
  return PLAN_SPECS.map((spec) => {
    const total = money(PLAN_PRICES[country][spec.id], currencyOf(country));
    return { ...spec, total, monthly: terms ? { ...terms, ...monthlyInstalment(total, terms.months) } : null };
  });
}
