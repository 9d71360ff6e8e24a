import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@/i18n/locales';
import { readFileSync } from 'node:fs';
import { CITY_NAMES, cityLabel } from '@/lib/cities';
import { MARKETS } from '@/lib/markets';
import { siteConfigForMarket } from '@/server/content/market';
import { siteConfigSchema } from '@/server/content/schemas';
import { CLINIC_SEED, GULF_SCAN_CITIES } from '@/server/db/commerce-seed';
import { CITY_SEED, GULF_CITY_SEED } from '@/server/db/seed-data';
import { SKIN_CATEGORY_CITIES } from '@/server/db/skin-seed';

/** Every city a customer can meet on a page: served cities, centres' cities, the markets' footer lists, skin cities. */
const OUR_CITIES = [
  ...new Set([
    ...CITY_SEED.map((c) => c.city),
    ...GULF_CITY_SEED.map((c) => c.city),
    ...CLINIC_SEED.map((c) => c.city),
    ...GULF_SCAN_CITIES,
    ...Object.values(MARKETS).flatMap((m) => [
      ...(m.scanAtHomeCities ?? []),
      ...(m.centreCities ?? []),
      ...(m.deliveryCities ?? []),
    ]),
    ...Object.values(SKIN_CATEGORY_CITIES).flat(),
  ]),
];

describe('city names (lib/cities.ts)', () => {
  it('writes every city of our data in Arabic script, each with a spelling of its own', () => {
    const arabic = OUR_CITIES.map((city) => cityLabel(city, 'ar'));
    for (const [i, name] of arabic.entries()) expect(name, OUR_CITIES[i]).toMatch(/^[\u0600-\u06FF\s]+$/);
    expect(new Set(arabic).size).toBe(arabic.length);
  });

  it('names only cities our data has, and the Gulf cities in every Indian language too', () => {
    expect(Object.keys(CITY_NAMES).filter((city) => !OUR_CITIES.includes(city))).toEqual([]);
    for (const city of GULF_CITY_SEED.map((c) => c.city))
      for (const language of UI_LANGUAGES.filter((l) => l !== 'en'))
        expect(CITY_NAMES[city]?.[language], `${city} in ${language}`).toBeTruthy();
  });

  it('shows a city in the page’s language, keeps our data’s name in English and reads geo-IP spellings as ours', () => {
    expect(cityLabel('Dubai', 'ar')).toBe('دبي');
    expect(cityLabel('Dubai', 'en')).toBe('Dubai');
    expect(cityLabel('Abu Dhabi', 'hi')).toBe('अबू धाबी');
    expect(cityLabel('Bengaluru', 'ar')).toBe(cityLabel('Bangalore', 'ar'));
    expect(cityLabel('mumbai', 'ar')).toBe('مومباي');
    expect(cityLabel('Springfield', 'ar')).toBe('Springfield');
  });

  it('lists the UAE footer’s cities in Arabic on an Arabic page and in English on an English one', () => {
    const site = siteConfigSchema.parse(JSON.parse(readFileSync('content/ar/sitrus-config.json', 'utf8')));
    const titles = { scan: 'scan', centres: 'centres' };
    expect(
      siteConfigForMarket(site, 'ar-AE', titles, ['Dubai']).footer.scanServiceLocations.flatMap((l) => l.cities),
    ).toEqual(['دبي', 'دبي']);
    expect(
      siteConfigForMarket(site, 'en-AE', titles, ['Dubai']).footer.scanServiceLocations.flatMap((l) => l.cities),
    ).toEqual(['Dubai', 'Dubai']);
  });
});
