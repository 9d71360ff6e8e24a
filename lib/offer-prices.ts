import type { Country, Currency } from '@/i18n/locales';
import { money, type Money } from './money';

/**
 * "From" prices shown on marketing pages, per country, in minor units. They are list prices of our entry plans;
 * the catalogue in the database is the price a customer pays at checkout.
 */
export type Offering =
  'aligners' | 'teenAligners' | 'retainer' | 'whitening' | 'lhr' | 'hydraFacial' | 'dermaFacial' | 'acne';

const CURRENCY: Record<Country, Currency> = { IN: 'INR', AE: 'AED', SA: 'SAR', QA: 'QAR', BH: 'BHD' };

const FROM_PRICES: Record<Country, Record<Offering, number>> = {
  IN: {
    aligners: 4_999_900,
    teenAligners: 4_499_900,
    retainer: 499_900,
    whitening: 199_900,
    lhr: 149_900,
    hydraFacial: 299_900,
    dermaFacial: 199_900,
    acne: 249_900,
  },
  AE: {
    aligners: 799_900,
    teenAligners: 749_900,
    retainer: 79_900,
    whitening: 29_900,
    lhr: 29_900,
    hydraFacial: 49_900,
    dermaFacial: 34_900,
    acne: 39_900,
  },
  SA: {
    aligners: 799_900,
    teenAligners: 749_900,
    retainer: 79_900,
    whitening: 29_900,
    lhr: 29_900,
    hydraFacial: 49_900,
    dermaFacial: 34_900,
    acne: 39_900,
  },
  QA: {
    aligners: 799_900,
    teenAligners: 749_900,
    retainer: 79_900,
    whitening: 29_900,
    lhr: 29_900,
    hydraFacial: 49_900,
    dermaFacial: 34_900,
    acne: 39_900,
  },
  BH: {
    aligners: 849_000,
    teenAligners: 799_000,
    retainer: 84_000,
    whitening: 31_000,
    lhr: 31_000,
    hydraFacial: 52_000,
    dermaFacial: 37_000,
    acne: 42_000,
  },
};

export function currencyOf(country: Country): Currency {
  return CURRENCY[country];
}

export function fromPrice(country: Country, offering: Offering): Money {
  return money(FROM_PRICES[country][offering], CURRENCY[country]);
}

/** Referral cashback (spec §9: up to ₹4,500), India only. */
export const REFERRAL_CASHBACK_INR: Money = money(450_000, 'INR');
