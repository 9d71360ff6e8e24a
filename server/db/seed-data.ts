/**
 * Serviceable cities with their default pincodes. Skin services run in the 16 cities of spec §3; scans at home
 * run in the 17 cities of spec §9 (Delhi/NCR is Delhi, Gurugram is Gurgaon).
 */
export interface CitySeed {
  city: string;
  defaultPincode: string;
  toothsi: boolean;
  skinnsi: boolean;
}

const SKIN = ['Mumbai', 'Hyderabad', 'Delhi', 'Bangalore', 'Chandigarh', 'Pune', 'Kolkata', 'Chennai', 'Noida', 'Jaipur', 'NCR', 'Navi Mumbai', 'Nagpur', 'Gurgaon', 'Ghaziabad', 'Faridabad'];
const SCAN_AT_HOME = ['Ahmedabad', 'Bangalore', 'Chandigarh', 'Chennai', 'Delhi', 'Faridabad', 'Ghaziabad', 'Gurgaon', 'Guwahati', 'Hyderabad', 'Indore', 'Jaipur', 'Kolkata', 'Mumbai', 'Noida', 'Pune', 'Surat'];

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

export const CITY_SEED: CitySeed[] = [...new Set([...SKIN, ...SCAN_AT_HOME])].map((city) => {
  const defaultPincode = PINCODES[city];
  if (!defaultPincode) throw new Error(`No default pincode for ${city}`);
  return { city, defaultPincode, skinnsi: SKIN.includes(city), toothsi: SCAN_AT_HOME.includes(city) };
});

export const SKIN_CITY_COUNT = SKIN.length;
export const SCAN_AT_HOME_CITY_COUNT = SCAN_AT_HOME.length;
