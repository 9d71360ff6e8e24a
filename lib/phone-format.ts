import {
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
  type PhoneNumber,
} from 'libphonenumber-js/core';
import type { Country } from '@/i18n/locales';
import metadata from './phone-metadata.json';

/** libphonenumber-js's metadata for our five countries only (scripts/phone-metadata.ts writes it). */
const METADATA = metadata as unknown as MetadataJson;

/**
 * Groups of a national number the metadata leaves in one block (its formats skip a few valid ranges, such as
 * Dubai's 4 1xx xxxx): by country and length, the grouping its other numbers of that kind get.
 */
function fallbackGroups(country: string | undefined, national: string): number[] | null {
  const n = national.length;
  if (country === 'IN' && n === 10) return /^[6-9]/.test(national) ? [5, 5] : null;
  if (country === 'AE' && n === 8) return [1, 3, 4];
  if ((country === 'AE' || country === 'SA') && n === 9) return [2, 3, 4];
  if ((country === 'QA' || country === 'BH') && n === 8) return [4, 4];
  return null;
}

function parse(phone: string, country: Country | undefined): PhoneNumber | undefined {
  const text = phone.trim();
  if (!text) return undefined;
  return country
    ? parsePhoneNumberFromString(text, { defaultCountry: country as CountryCode }, METADATA)
    : parsePhoneNumberFromString(text, METADATA);
}

/**
 * A phone number as a customer should read it, in its country's international format: `+91 98765 43210`,
 * `+971 4 123 4567`, `+971 50 123 4567`, `+966 11 555 0133`, `+974 4455 0166`, `+973 3355 0155`. Takes any writing
 * of the number (E.164, spaces, dashes, a national number with `country`); what is not a number of our countries is
 * returned as written. The one formatter of the app: footer, contact and support pages, account and order pages.
 */
export function formatPhone(phone: string, country?: Country): string {
  const parsed = parse(phone, country);
  if (!parsed) return phone.trim();
  const formatted = parsed.formatInternational();
  const national = String(parsed.nationalNumber);
  if (!formatted.endsWith(` ${national}`)) return formatted;
  const groups = fallbackGroups(parsed.country, national);
  if (!groups) return formatted;
  let at = 0;
  const parts = groups.map((size) => national.slice(at, (at += size)));
  return `+${parsed.countryCallingCode} ${parts.join(' ')}`;
}

/** The E.164 form of a number written any way (`+91 22 4897 3500` → `+912248973500`), for `tel:` links and data. */
export function e164Phone(phone: string, country?: Country): string {
  const parsed = parse(phone, country);
  if (parsed) return parsed.number;
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '');
}

/** A `tel:` link to a number: always E.164, whatever the text beside it shows. */
export function telHref(phone: string, country?: Country): string {
  return `tel:${e164Phone(phone, country)}`;
}
