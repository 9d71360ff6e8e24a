import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { Country } from '@/i18n/locales';

/** Countries we sign customers in from, and their calling codes. */
export const PHONE_COUNTRIES: Readonly<Record<Country, string>> = {
  IN: '+91',
  AE: '+971',
  SA: '+966',
  QA: '+974',
  BH: '+973',
};
export const PHONE_COUNTRY_LIST = Object.keys(PHONE_COUNTRIES) as Country[];

export type PhoneResult =
  | { ok: true; e164: string; country: Country; national: string }
  | { ok: false; reason: 'invalid' | 'unsupported_country' };

/**
 * Validates and normalises a mobile number typed for a country (with or without the calling code, spaces or a
 * leading 0) to E.164. A number of another country than ours is refused even when it is valid.
 */
export function normalisePhone(input: string, country: Country): PhoneResult {
  const parsed = parsePhoneNumberFromString(input.trim(), country as CountryCode);
  if (!parsed || !parsed.isValid()) return { ok: false, reason: 'invalid' };
  const numberCountry = parsed.country as Country | undefined;
  if (!numberCountry || !(numberCountry in PHONE_COUNTRIES)) return { ok: false, reason: 'unsupported_country' };
  const type = parsed.getType();
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')
    return { ok: false, reason: 'invalid' };
  return { ok: true, e164: parsed.number, country: numberCountry, national: parsed.formatNational() };
}

/** `+919876543210` → `+91 ••••• •3210`, for messages that must not reveal the whole number. */
export function maskPhone(e164: string): string {
  return `${e164.slice(0, e164.length - 10 > 0 ? e164.length - 10 : 3)} ••••• •${e164.slice(-4)}`;
}
