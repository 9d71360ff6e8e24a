import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES, SPEC_CONTENT_LOCALES } from '@/i18n/locales';
import { cityLabel } from '@/lib/cities';
import { CITY_SPELLINGS, canonicalCityName } from '@/lib/city-list';
import { MARKETS } from '@/lib/markets';
import { CLINIC_SEED, GULF_SCAN_CITIES } from '@/server/db/commerce-seed';
import { CITY_SEED, GULF_CITY_SEED } from '@/server/db/seed-data';
import { SKIN_REVIEW_SEED } from '@/server/db/skin-review-seed';
import { LOCATION_BASED_SERVICES, SKIN_CATEGORY_CITIES } from '@/server/db/skin-seed';
import { siteConfigForMarket } from '@/server/content/market';
import { contactUsSchema, locationBasedServiceSchema, siteConfigSchema } from '@/server/content/schemas';

const ROOT = process.cwd();
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
const rawContent = (locale: string, key: string) => read(`content/${locale}/${key}.json`) as Record<string, unknown>;

/** Every string of a JSON value, with where it is. URLs are not read by customers (a map search may say Bengaluru). */
function strings(value: unknown, at = ''): Array<{ at: string; text: string }> {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [] : [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

function jsonFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(dir, f));
}

const OTHER_SPELLINGS = Object.entries(CITY_SPELLINGS).flatMap(([ours, others]) =>
  others.map((other) => ({
    ours,
    other,
    pattern: new RegExp(`(?<![\\p{L}/])${other.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\p{L}/])`, 'iu'),
  })),
);

/** Our cities, from the seeds: the India and Gulf city tables. */
const SEED_CITIES = new Set([...CITY_SEED, ...GULF_CITY_SEED].map((c) => c.city));
const SCAN_CITIES = CITY_SEED.filter((c) => c.toothsi).map((c) => c.city);

describe('one spelling of each city', () => {
  it('reads every other spelling as ours, whatever its case', () => {
    expect(canonicalCityName('Bengaluru')).toBe('Bangalore');
    expect(canonicalCityName(' gurugram ')).toBe('Gurgaon');
    expect(canonicalCityName('Delhi/NCR')).toBe('Delhi');
    expect(canonicalCityName('New Delhi')).toBe('Delhi');
    expect(canonicalCityName('Mumbai')).toBe('Mumbai');
    for (const ours of Object.keys(CITY_SPELLINGS)) expect(SEED_CITIES.has(ours), ours).toBe(true);
  });

  it('is the only spelling in the content, messages and seeds a customer reads', () => {
    const texts = [
      ...[...jsonFiles('content'), ...jsonFiles('messages')].flatMap((file) =>
        strings(read(file)).map((s) => ({ ...s, at: `${file}${s.at}` })),
      ),
      ...strings(
        { CITY_SEED, GULF_CITY_SEED, CLINIC_SEED, GULF_SCAN_CITIES, SKIN_REVIEW_SEED, SKIN_CATEGORY_CITIES },
        'seeds',
      ),
      ...Object.values(MARKETS).flatMap((m) =>
        strings({ scan: m.scanAtHomeCities, centres: m.centreCities }, `markets.${m.country}`),
      ),
    ];
    expect(texts.length).toBeGreaterThan(5000);
    const found = texts.flatMap(({ at, text }) =>
      OTHER_SPELLINGS.filter((s) => s.pattern.test(text)).map((s) => `${at}: "${s.other}" (ours: ${s.ours})`),
    );
    expect(found).toEqual([]);
  });

  it('names only cities of the seeds in the seeds and the market table', () => {
    const named = [
      ...CLINIC_SEED.map((c) => c.city),
      ...GULF_SCAN_CITIES,
      ...SKIN_REVIEW_SEED.map((r) => r.city),
      ...Object.values(SKIN_CATEGORY_CITIES).flat(),
      ...Object.values(MARKETS).flatMap((m) => [...(m.scanAtHomeCities ?? []), ...(m.centreCities ?? [])]),
    ];
    expect(named.filter((city) => !SEED_CITIES.has(city))).toEqual([]);
    for (const city of SEED_CITIES) expect(canonicalCityName(city)).toBe(city);
  });
});

describe('content and seeds agree on cities', () => {
  // The spec's content locales; Arabic ones may write a city in Arabic (lib/cities.ts), which is checked by position.
  it.each(SPEC_CONTENT_LOCALES)('%s: location-based services name the seed’s cities of each key', (locale) => {
    const content = locationBasedServiceSchema.parse(rawContent(locale, 'location-based-service'));
    for (const section of content.data) {
      const latin = section.cities.map((c) => c.name).filter((name) => /^[\p{Script=Latin}\s/-]+$/u.test(name));
      expect(
        latin.filter((name) => !SEED_CITIES.has(name)),
        section.key,
      ).toEqual([]);
      if (latin.length === section.cities.length)
        expect([...latin].sort(), section.key).toEqual([...LOCATION_BASED_SERVICES[section.key]].sort());
      else expect(section.cities, section.key).toHaveLength(LOCATION_BASED_SERVICES[section.key].length);
    }
  });

  it('the footer lists the seed’s scan-at-home cities, and the Nagpur list adds only Nagpur', () => {
    const site = siteConfigSchema.parse(rawContent('en', 'sitrus-config'));
    const [scan, all] = site.footer.scanServiceLocations.map((l) => l.cities);
    expect([...(scan ?? [])].sort()).toEqual([...SCAN_CITIES].sort());
    expect((all ?? []).filter((c) => !(scan ?? []).includes(c))).toEqual(['Nagpur']);
    expect(SEED_CITIES.has('Nagpur')).toBe(true);
  });

  it('the contact page’s offices are in cities of the seeds', () => {
    const contact = contactUsSchema.parse(rawContent('en', 'toothsi-contact-us'));
    expect(contact.officeAddress.map((o) => o.city).filter((city) => !SEED_CITIES.has(city))).toEqual([]);
  });

  it('reads a CMS’s other spelling as ours', () => {
    const site = siteConfigSchema.parse({
      ...rawContent('en', 'sitrus-config'),
      footer: { scanServiceLocations: [{ title: 'Scan at home', cities: ['Gurugram', 'Bengaluru', 'Delhi/NCR'] }] },
    });
    expect(site.footer.scanServiceLocations[0]?.cities).toEqual(['Gurgaon', 'Bangalore', 'Delhi']);
  });

  // Content names cities as our data does, in every language; the page writes each in its language (lib/cities.ts).
  it.each(CONTENT_LOCALES.filter((l) => existsSync(path.join(ROOT, 'content', l, 'sitrus-config.json'))))(
    '%s: footer lists and offices name our cities by their data name',
    (locale) => {
      const site = siteConfigSchema.parse(rawContent(locale, 'sitrus-config'));
      const named = site.footer.scanServiceLocations.flatMap((l) => l.cities);
      if (existsSync(path.join(ROOT, 'content', locale, 'toothsi-contact-us.json')))
        named.push(...contactUsSchema.parse(rawContent(locale, 'toothsi-contact-us')).officeAddress.map((o) => o.city));
      expect(named.filter((city) => !SEED_CITIES.has(city))).toEqual([]);
    },
  );

  it('a Hindi page lists the footer’s cities in Hindi, one spelling each (lib/cities.ts)', () => {
    const site = siteConfigSchema.parse(rawContent('hi', 'sitrus-config'));
    const titles = { scan: 'scan', centres: 'centres' };
    const hindi = siteConfigForMarket(site, 'hi-IN', titles, ['Mumbai', 'Pune']).footer.scanServiceLocations.flatMap(
      (l) => l.cities,
    );
    expect(hindi).toContain(cityLabel('Gurgaon', 'hi'));
    expect(hindi.every((name) => /^[\p{Script=Devanagari}\s]+$/u.test(name))).toBe(true);
    expect(
      siteConfigForMarket(site, 'en-IN', titles, ['Mumbai', 'Pune']).footer.scanServiceLocations[0]?.cities,
    ).toContain('Gurgaon');
  });
});
