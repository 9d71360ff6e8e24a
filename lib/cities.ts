import type { UiLanguage } from '../i18n/locales';
import { canonicalCityName } from './city-list';

/**
 * How our cities are written for customers, one spelling per city and language. The key is the city's name as our
 * data, URLs and API carry it (serviceable_cities.city, the seeds, lib/markets.ts): it stays the value of every
 * option and query, and only what a customer reads is looked up here. A language without its own spelling of a city
 * reads the key.
 */
export const CITY_NAMES: Readonly<Record<string, Partial<Readonly<Record<UiLanguage, string>>>>> = {
  // India: where scans at home, skin sessions and our centres are.
  Ahmedabad: { ar: 'أحمد آباد' },
  Bangalore: { ar: 'بنغالور' },
  Chandigarh: { ar: 'شانديغار' },
  Chennai: { ar: 'تشيناي' },
  Delhi: { ar: 'دلهي' },
  Faridabad: { ar: 'فريد آباد' },
  Ghaziabad: { ar: 'غازي آباد' },
  Gurgaon: { ar: 'غوروغرام' },
  Guwahati: { ar: 'غواهاتي' },
  Hyderabad: { ar: 'حيدر آباد' },
  Indore: { ar: 'إندور' },
  Jaipur: { ar: 'جايبور' },
  Kolkata: { ar: 'كولكاتا' },
  Mumbai: { ar: 'مومباي' },
  Nagpur: { ar: 'ناغبور' },
  'Navi Mumbai': { ar: 'نافي مومباي' },
  NCR: { ar: 'منطقة العاصمة الوطنية' },
  Noida: { ar: 'نويدا' },
  Pune: { ar: 'بونه' },
  Surat: { ar: 'سورات' },
  // The Gulf.
  Dubai: { ar: 'دبي', hi: 'दुबई', kn: 'ದುಬೈ', mr: 'दुबई', te: 'దుబాయ్', ta: 'துபாய்', bn: 'দুবাই', gu: 'દુબઈ' },
  'Abu Dhabi': { ar: 'أبوظبي', hi: 'अबू धाबी', kn: 'ಅಬುಧಾಬಿ', mr: 'अबू धाबी', te: 'అబుదాబి', ta: 'அபுதாபி', bn: 'আবুধাবি', gu: 'અબુ ધાબી' },
  Sharjah: { ar: 'الشارقة', hi: 'शारजाह', kn: 'ಶಾರ್ಜಾ', mr: 'शारजाह', te: 'షార్జా', ta: 'ஷார்ஜா', bn: 'শারজা', gu: 'શારજાહ' },
};

const byLowerName = new Map(Object.entries(CITY_NAMES).map(([name, names]) => [name.toLowerCase(), names]));

/**
 * A city's name as a reader of `language` writes it. The city may come from our data or from the geo-IP database
 * (Bengaluru is our Bangalore); a city we do not know keeps the name it came with.
 */
export function cityLabel(city: string, language: UiLanguage): string {
  const names = byLowerName.get(canonicalCityName(city).toLowerCase());
  return names?.[language] ?? city;
}
