import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { UiLanguage } from '@/i18n/locales';
import { addressLine } from '@/lib/address-lines';
import { addressLabel, CITY_NAMES, cityLabel, withCityName } from '@/lib/cities';
import { siteConfigSchema } from '@/server/content/schemas';
import { CLINIC_SEED, GULF_SCAN_CITIES } from '@/server/db/commerce-seed';
import { CITY_SEED, GULF_CITY_SEED } from '@/server/db/seed-data';
import { SKIN_CATEGORY_CITIES } from '@/server/db/skin-seed';
import { SKIN_REVIEW_SEED } from '@/server/db/skin-review-seed';

/** Every city our seeds put in front of a customer: served cities, centres, skin cities, reviewers' cities. */
const SEED_CITIES = [
  ...new Set([
    ...CITY_SEED.map((c) => c.city),
    ...GULF_CITY_SEED.map((c) => c.city),
    ...CLINIC_SEED.map((c) => c.city),
    ...GULF_SCAN_CITIES,
    ...Object.values(SKIN_CATEGORY_CITIES).flat(),
    ...SKIN_REVIEW_SEED.map((r) => r.city),
  ]),
];

// A name is in a language's script when each of its letters is (spaces and the joiners Indic spellings use aside).
const SCRIPTS: Readonly<Record<Exclude<UiLanguage, 'en'>, RegExp>> = {
  hi: /^[\p{Script=Devanagari}\s]+$/u,
  mr: /^[\p{Script=Devanagari}\s]+$/u,
  kn: /^[\p{Script=Kannada}\s\u200C\u200D]+$/u,
  te: /^[\p{Script=Telugu}\s\u200C\u200D]+$/u,
  ta: /^[\p{Script=Tamil}\s\u200C\u200D]+$/u,
  bn: /^[\p{Script=Bengali}\s\u200C\u200D]+$/u,
  gu: /^[\p{Script=Gujarati}\s\u200C\u200D]+$/u,
  ar: /^[\p{Script=Arabic}\s]+$/u,
};
const LANGUAGES = Object.keys(SCRIPTS) as Array<keyof typeof SCRIPTS>;
const INDIAN = LANGUAGES.filter((l) => l !== 'ar');

describe('city names in the Indian languages and Arabic (lib/cities.ts)', () => {
  it('the seeds name at least our big Indian cities and the Gulf ones', () => {
    for (const city of ['Mumbai', 'Pune', 'Bangalore', 'Delhi', 'Gurgaon', 'Noida', 'Navi Mumbai', 'Dubai'])
      expect(SEED_CITIES).toContain(city);
  });

  for (const language of LANGUAGES) {
    it(`writes every city of the seeds in ${language}’s own script, each city with a spelling of its own`, () => {
      const names = SEED_CITIES.map((city) => CITY_NAMES[city]?.[language]);
      for (const [i, name] of names.entries())
        expect(name, `${SEED_CITIES[i]} in ${language}`).toMatch(SCRIPTS[language]);
      expect(new Set(names).size, `two cities share a ${language} name`).toBe(names.length);
      // What a page shows is that spelling, for our data's name and for the spellings the geo-IP database uses.
      for (const city of SEED_CITIES) expect(cityLabel(city, language)).toBe(CITY_NAMES[city]?.[language]);
    });
  }

  it('keeps our data’s name on English pages and reads other spellings as ours', () => {
    expect(cityLabel('Mumbai', 'en')).toBe('Mumbai');
    expect(cityLabel('Bengaluru', 'hi')).toBe('बेंगलुरु');
    expect(cityLabel('Gurugram', 'hi')).toBe('गुड़गांव');
    expect(cityLabel('Bombay', 'ta')).toBe('மும்பை');
    expect(cityLabel('Poona', 'mr')).toBe('पुणे');
    expect(cityLabel('Calcutta', 'bn')).toBe('কলকাতা');
  });

  it('has a spelling for every city the footers of our content name, in every Indian language', () => {
    // Content names cities as our data does (the same in every language); the page writes them through the table.
    const footer = (language: string) =>
      siteConfigSchema
        .parse(JSON.parse(readFileSync(`content/${language}/sitrus-config.json`, 'utf8')))
        .footer.scanServiceLocations.map((l) => l.cities);
    const english = footer('en');
    for (const language of INDIAN) {
      expect(footer(language), language).toEqual(english);
      for (const city of english.flat()) expect(cityLabel(city, language), `${city} in ${language}`).not.toBe(city);
    }
  });

  it('has a spelling for every office city of the contact page, in every Indian language', () => {
    const offices = (language: string) =>
      (
        JSON.parse(readFileSync(`content/${language}/toothsi-contact-us.json`, 'utf8')) as {
          officeAddress: Array<{ city: string }>;
        }
      ).officeAddress.map((o) => o.city);
    const english = offices('en');
    for (const language of INDIAN) {
      expect(offices(language), language).toEqual(english);
      for (const city of english) expect(cityLabel(city, language), `${city} in ${language}`).not.toBe(city);
    }
  });

  it('writes the closing city of a centre’s address in the page’s language and leaves the street as it is', () => {
    const centre = CLINIC_SEED.find((c) => c.city === 'Hyderabad');
    expect(centre?.address).toBe('Road No. 12, Banjara Hills, Hyderabad');
    expect(addressLabel(centre?.address ?? '', 'te')).toBe('Road No. 12, Banjara Hills, హైదరాబాద్');
    expect(addressLabel('1st floor, 100 Feet Road, Indiranagar, Bengaluru', 'kn')).toBe(
      '1st floor, 100 Feet Road, Indiranagar, ಬೆಂಗಳೂರು',
    );
    expect(addressLabel('Ground floor, Hill View, Turner Road, Bandra West, Mumbai', 'en')).toBe(
      'Ground floor, Hill View, Turner Road, Bandra West, Mumbai',
    );
    for (const c of CLINIC_SEED)
      expect(addressLabel(c.address, 'ta'), c.address).toMatch(new RegExp(`, ${cityLabel(c.city, 'ta')}$`));
    // An address that does not end with a city we name is shown as it came.
    expect(addressLabel('Kamala Mills, Lower Parel, Mumbai 400013', 'hi')).toBe(
      'Kamala Mills, Lower Parel, Mumbai 400013',
    );
    expect(addressLabel('12 Main Street, Springfield', 'hi')).toBe('12 Main Street, Springfield');
    expect(addressLabel('Pune', 'mr')).toBe('पुणे');
  });

  it('writes the city of a customer’s address in the page’s language, the rest as they typed it', () => {
    const home = { line1: 'Flat 4, Sea View', line2: 'Carter Road', landmark: null, city: 'Mumbai', pincode: '400050' };
    expect(addressLine(home, 'mr')).toBe('Flat 4, Sea View, Carter Road, मुंबई, 400050');
    expect(addressLine(home, 'en')).toBe('Flat 4, Sea View, Carter Road, Mumbai, 400050');
    expect(addressLine({ ...home, city: 'Dubai', pincode: '00000' }, 'ar')).toBe('Flat 4, Sea View, Carter Road, دبي');
  });

  it('names the city of an error message (we do not serve {city}) in the page’s language', () => {
    expect(withCityName({ city: 'Pune', pincode: '411001' }, 'gu')).toEqual({ city: 'પુણે', pincode: '411001' });
    expect(withCityName({ city: 'Gurugram' }, 'bn')).toEqual({ city: 'গুড়গাঁও' });
    expect(withCityName({ max: 3 }, 'hi')).toEqual({ max: 3 });
  });
});
