import type { Currency } from '@/i18n/locales';

/*
 * No zod here: pages format money in the browser, and this module must not pull the validation library into
 * every page's JavaScript. The API's schemas for money live in lib/api/money-schema.ts.
 */

/** Minor-unit exponent per currency (ISO 4217): the Bahraini dinar has 3 decimals. */
export const MINOR_UNIT_DIGITS: Readonly<Record<Currency, number>> = { INR: 2, AED: 2, SAR: 2, QAR: 2, BHD: 3 };

/** An amount in integer minor units of its currency. */
export interface Money {
  amountMinor: number;
  currency: Currency;
}

export function money(amountMinor: number, currency: Currency): Money {
  if (!Number.isInteger(amountMinor)) throw new Error(`Money needs integer minor units, got ${amountMinor}`);
  return { amountMinor, currency };
}

/**
 * Formats money for a locale. Whole amounts show without decimals (₹4,500, not ₹4,500.00) because that is how
 * prices read on our pages; fractions show every digit the currency has.
 */
export function formatMoney(value: Money, localeId: string): string {
  const digits = MINOR_UNIT_DIGITS[value.currency];
  const major = value.amountMinor / 10 ** digits;
  const whole = value.amountMinor % 10 ** digits === 0;
  return new Intl.NumberFormat(localeId, {
    style: 'currency',
    currency: value.currency,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: whole ? 0 : digits,
  }).format(major);
}
