import type { Currency } from '../i18n/locales';
import { z } from 'zod';

/** Minor-unit exponent per currency (ISO 4217): the Bahraini dinar has 3 decimals. */
export const MINOR_UNIT_DIGITS: Readonly<Record<Currency, number>> = { INR: 2, AED: 2, SAR: 2, QAR: 2, BHD: 3 };

export const currencySchema = z.enum(['INR', 'AED', 'SAR', 'QAR', 'BHD']);
export const moneySchema = z.object({
  amountMinor: z.number().int(),
  currency: currencySchema,
});
export type Money = z.infer<typeof moneySchema>;

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
