import { COUNTRIES } from '@/i18n/locales';

/** The countries we serve, whose numbers we format. */
const OURS = Object.keys(COUNTRIES);

/** The shape of libphonenumber-js's metadata files, as far as the slice needs it. */
export interface PhoneMetadataJson {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
}

/** libphonenumber-js metadata with only our countries (and their calling codes); no non-geographic numbers. */
export function phoneMetadataOf(full: PhoneMetadataJson): PhoneMetadataJson {
  const keep = new Set(OURS);
  const codes: Record<string, string[]> = {};
  for (const [code, countries] of Object.entries(full.country_calling_codes)) {
    const ours = countries.filter((c) => keep.has(c));
    if (ours.length > 0) codes[code] = ours;
  }
  return {
    version: full.version,
    country_calling_codes: codes,
    countries: Object.fromEntries(OURS.map((c) => [c, full.countries[c]])),
  };
}
