import { NO_POSTCODE } from '@/lib/address-lines';
import { MARKETS } from '@/lib/markets';
/**
 * Serviceable cities with their default pincodes. Skin services run in the cities of spec §3 but its "NCR", which is
 * the region of Delhi, Noida, Gurgaon, Ghaziabad and Faridabad, listed themselves (a picker offering NCR beside them
 * left customers guessing, issue 30 item 8): 15 cities. Scans at home run in the 17 cities of spec §9 (its "delhi/ncr"
 * is Delhi and "gurugram" Gurgaon: one spelling, lib/city-list.ts).
 */
export interface CitySeed {
  city: string;
  defaultPincode: string;
  pincodePrefixes: string[];
  toothsi: boolean;
  skinnsi: boolean;
  country: 'IN' | 'AE';
}

const SKIN = [
  'Mumbai',
  'Hyderabad',
  'Delhi',
  'Bangalore',
  'Chandigarh',
  'Pune',
  'Kolkata',
  'Chennai',
  'Noida',
  'Jaipur',
  'Navi Mumbai',
  'Nagpur',
  'Gurgaon',
  'Ghaziabad',
  'Faridabad',
];
/** Cities earlier seeds served that are served no more: spec §3's NCR, whose cities are listed themselves. */
export const RETIRED_CITIES: readonly string[] = ['NCR'];

const SCAN_AT_HOME = [
  'Ahmedabad',
  'Bangalore',
  'Chandigarh',
  'Chennai',
  'Delhi',
  'Faridabad',
  'Ghaziabad',
  'Gurgaon',
  'Guwahati',
  'Hyderabad',
  'Indore',
  'Jaipur',
  'Kolkata',
  'Mumbai',
  'Noida',
  'Pune',
  'Surat',
];

const PINCODES: Record<string, string> = {
  Mumbai: '400001',
  Hyderabad: '500001',
  Delhi: '110001',
  Bangalore: '560001',
  Chandigarh: '160017',
  Pune: '411001',
  Kolkata: '700001',
  Chennai: '600001',
  Noida: '201301',
  Jaipur: '302001',
  NCR: '110001',
  'Navi Mumbai': '400703',
  Nagpur: '440001',
  Gurgaon: '122001',
  Ghaziabad: '201001',
  Faridabad: '121001',
  Ahmedabad: '380001',
  Guwahati: '781001',
  Indore: '452001',
  Surat: '395003',
};

/** PIN code prefixes (sorting districts) served in each city. */
const PREFIXES: Record<string, string[]> = {
  Mumbai: ['400', '401'],
  Hyderabad: ['500', '501', '502'],
  Delhi: ['110'],
  Bangalore: ['560', '561', '562'],
  Chandigarh: ['160'],
  Pune: ['411', '412'],
  Kolkata: ['700', '711'],
  Chennai: ['600', '601', '603'],
  Noida: ['201'],
  Jaipur: ['302', '303'],
  NCR: ['110', '121', '122', '201'],
  'Navi Mumbai': ['400', '410'],
  Nagpur: ['440', '441'],
  Gurgaon: ['122'],
  Ghaziabad: ['201'],
  Faridabad: ['121'],
  Ahmedabad: ['380', '382'],
  Guwahati: ['781'],
  Indore: ['452', '453'],
  Surat: ['394', '395'],
};

export const CITY_SEED: CitySeed[] = [...new Set([...SKIN, ...SCAN_AT_HOME])].map((city) => {
  const defaultPincode = PINCODES[city];
  if (!defaultPincode) throw new Error(`No default pincode for ${city}`);
  return {
    city,
    defaultPincode,
    pincodePrefixes: PREFIXES[city] ?? [defaultPincode.slice(0, 3)],
    skinnsi: SKIN.includes(city),
    toothsi: SCAN_AT_HOME.includes(city),
    country: 'IN' as const,
  };
});

/**
 * Emirates we deliver shop orders and impression kits to (the market table's delivery cities). The UAE has no
 * postcodes (addresses there use `00000`), so no prefixes; they are neither scan nor skin cities, so the India city
 * lists leave them out.
 */
export const GULF_CITY_SEED: CitySeed[] = (MARKETS.AE.deliveryCities ?? []).map((city) => ({
  city,
  defaultPincode: NO_POSTCODE,
  pincodePrefixes: [],
  toothsi: false,
  skinnsi: false,
  country: 'AE' as const,
}));

export const SKIN_CITY_COUNT = SKIN.length;
export const SCAN_AT_HOME_CITY_COUNT = SCAN_AT_HOME.length;
