import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkTrialPick,
  fromPrice,
  locationServiceFlags,
  LOCATION_SERVICE_KEYS,
  packagePricing,
  parseSkinCategory,
  skinCentreLocationKey,
  skinHomeLocationKey,
  skinServicePath,
  SKIN_CATEGORIES,
  SKIN_INCLUSIONS,
} from '@/lib/skin';
import { CATEGORIES_OF_LINE, lineOfCategory, parseCategory, productPath, SKIN_PRODUCT_CATEGORIES } from '@/lib/catalog';
import { LBS_KEYS } from '@/server/content/schemas';
import { PRODUCT_SEED, galleryOf } from '@/server/db/catalog-seed';
import { SKIN_PRODUCT_SEED } from '@/server/db/skin-product-seed';
import {
  LOCATION_BASED_SERVICES,
  SKIN_CATEGORY_CITIES,
  SKIN_CATEGORY_SEED,
  SKIN_CITIES,
  SKIN_PACKAGE_SEED,
  SKIN_SERVICE_SEED,
} from '@/server/db/skin-seed';

describe('skin package pricing', () => {
  it('derives the saving and the per-session price from price, compare-at price and sessions', () => {
    expect(packagePricing(549_900, 779_400, 6, 'INR')).toEqual({
      offered: true,
      price: { amountMinor: 549_900, currency: 'INR' },
      compareAt: { amountMinor: 779_400, currency: 'INR' },
      perSession: { amountMinor: 91_650, currency: 'INR' },
      saving: { amountMinor: 229_500, currency: 'INR' },
      savingPercent: 29,
    });
    // Rounded to a whole minor unit; no saving without a higher compare-at price.
    expect(packagePricing(10_000, null, 3, 'AED')).toMatchObject({
      perSession: { amountMinor: 3_333 },
      compareAt: null,
      saving: null,
      savingPercent: null,
    });
    expect(packagePricing(10_000, 10_000, 1, 'AED')).toMatchObject({ compareAt: null, saving: null });
  });

  it('says a market does not offer a package instead of inventing a price, and refuses a package of no sessions', () => {
    expect(packagePricing(null, 779_400, 6, 'SAR')).toEqual({ offered: false });
    expect(() => packagePricing(1_000, null, 0, 'INR')).toThrow();
  });

  it('takes the lowest per-session price of the offered packages as the "from" price', () => {
    expect(
      fromPrice([
        packagePricing(129_900, null, 1, 'INR'),
        packagePricing(549_900, 779_400, 6, 'INR'),
        { offered: false },
      ]),
    ).toEqual({ amountMinor: 91_650, currency: 'INR' });
    expect(fromPrice([{ offered: false }])).toBeNull();
  });
});

describe('the free trial and the location-based services', () => {
  const eligible = new Set(['underarms', 'upper-lip', 'chin', 'side-locks']);
  it('accepts one or two distinct trial body parts only', () => {
    expect(checkTrialPick(['underarms'], eligible)).toBeNull();
    expect(checkTrialPick(['chin', 'chin', 'upper-lip'], eligible)).toBeNull();
    expect(checkTrialPick([], eligible)).toEqual({ code: 'noBodyPart' });
    expect(checkTrialPick(['chin', 'upper-lip', 'underarms'], eligible)).toEqual({ code: 'tooManyBodyParts', max: 2 });
    expect(checkTrialPick(['full-body'], eligible)).toEqual({ code: 'notTrialBodyPart', slug: 'full-body' });
  });

  it('maps the spec’s four keys to categories, the same keys the content schema validates', () => {
    expect([...LOCATION_SERVICE_KEYS]).toEqual([...LBS_KEYS]);
    expect(locationServiceFlags(new Set(['acne', 'lhr']))).toEqual({
      showAcneService: true,
      showAntiAgeingService: false,
      showDermaService: false,
      showHydraFacial: false,
    });
  });

  it('reads a category from its code or page segment, and builds service paths and slot places', () => {
    expect(parseSkinCategory('LHR')).toBe('lhr');
    expect(parseSkinCategory('laser-hair-removal')).toBe('lhr');
    expect(parseSkinCategory('dermafacial-at-home')).toBe('dermafacial');
    expect(parseSkinCategory('tattoo')).toBeNull();
    expect(skinServicePath('lhr', 'full-body')).toBe('/skinnsi/laser-hair-removal/select-service/full-body');
    expect(skinServicePath('acne', 'chemical-peel')).toBe('/skinnsi/acne-treatment/select-service/chemical-peel');
    expect(skinHomeLocationKey('Navi Mumbai')).toBe('skin-home:navi-mumbai');
    expect(skinCentreLocationKey(7)).toBe('skin-centre:7');
  });
});

describe('skin seed', () => {
  it('has every category, the spec’s body parts with unique slugs, and packages priced in India', () => {
    expect(SKIN_CATEGORY_SEED.map((c) => c.code)).toEqual([...SKIN_CATEGORIES]);
    const lhr = SKIN_SERVICE_SEED.filter((s) => s.category === 'lhr').map((s) => s.slug);
    expect(lhr).toEqual(
      expect.arrayContaining([
        'full-body',
        'face',
        'underarms',
        'bikini',
        'chest',
        'full-hands',
        'detan-lhr',
        'half-legs',
        'full-legs',
        'back',
        'stomach',
        'upper-lip',
        'chin',
        'side-locks',
      ]),
    );
    expect(SKIN_SERVICE_SEED.find((s) => s.slug === 'body-polishing')?.category).toBe('dermafacial');
    for (const category of SKIN_CATEGORIES) expect(SKIN_SERVICE_SEED.some((s) => s.category === category)).toBe(true);
    expect(new Set(SKIN_SERVICE_SEED.map((s) => `${s.category}/${s.slug}`)).size).toBe(SKIN_SERVICE_SEED.length);
    expect(new Set(SKIN_PACKAGE_SEED.map((p) => p.code)).size).toBe(SKIN_PACKAGE_SEED.length);
    for (const p of SKIN_PACKAGE_SEED) {
      expect(p.code.length).toBeLessThanOrEqual(40);
      expect(p.prices.IN).toBeDefined();
      for (const [amount, compare] of Object.values(p.prices)) {
        expect(Number.isInteger(amount) && amount > 0).toBe(true);
        if (p.sessions === 1) expect(compare).toBeNull();
        else expect(compare).toBeGreaterThan(amount);
      }
      for (const key of p.inclusions) expect(SKIN_INCLUSIONS).toContain(key);
    }
  });

  it('offers laser hair reduction and hydra facial in the UAE and nothing else in the Gulf', () => {
    const gulf = SKIN_PACKAGE_SEED.filter((p) => Object.keys(p.prices).some((c) => c !== 'IN'));
    expect(new Set(gulf.map((p) => p.category))).toEqual(new Set(['lhr', 'hydrafacial']));
    expect(gulf.every((p) => Object.keys(p.prices).sort().join() === 'AE,IN')).toBe(true);
    expect(SKIN_CATEGORY_CITIES.lhr).toContain('Dubai');
    expect(SKIN_CATEGORY_CITIES.acne).not.toContain('Dubai');
  });

  it('leaves hydra facial out of Nagpur, and the location-based-service content names the same cities in every locale', () => {
    expect(SKIN_CITIES).toHaveLength(15);
    expect(SKIN_CITIES).not.toContain('NCR');
    expect(SKIN_CATEGORY_CITIES.hydrafacial).not.toContain('Nagpur');
    expect(SKIN_CATEGORY_CITIES.lhr).toContain('Nagpur');
    const contentDir = path.join(process.cwd(), 'content');
    for (const locale of readdirSync(contentDir)) {
      const file = path.join(contentDir, locale, 'location-based-service.json');
      if (!existsSync(file)) continue;
      const content = JSON.parse(readFileSync(file, 'utf8')) as {
        data: Array<{ key: keyof typeof LOCATION_BASED_SERVICES; cities: Array<{ name: string }> }>;
      };
      for (const section of content.data)
        expect({ locale, key: section.key, cities: section.cities.map((c) => c.name).sort() }).toEqual({
          locale,
          key: section.key,
          cities: [...LOCATION_BASED_SERVICES[section.key]].sort(),
        });
    }
  });
});

describe('skincare in the catalogue', () => {
  it('has at least two of our own products per skin category, priced in every market, with ids and slugs of their own', () => {
    for (const category of SKIN_PRODUCT_CATEGORIES)
      expect(SKIN_PRODUCT_SEED.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(2);
    const all = [...PRODUCT_SEED, ...SKIN_PRODUCT_SEED];
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.slug)).size).toBe(all.length);
    for (const p of SKIN_PRODUCT_SEED) {
      expect(lineOfCategory(p.category)).toBe('skinnsi');
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Object.keys(p.prices).sort()).toEqual(['AE', 'BH', 'IN', 'QA', 'SA']);
      for (const [amount, compare] of Object.values(p.prices))
        if (compare !== null) expect(compare).toBeGreaterThan(amount);
      expect(p.copy.ar.name).toMatch(/[\u0600-\u06FF]/);
      for (const image of galleryOf(p.image)) expect(existsSync(path.join(process.cwd(), 'public', image))).toBe(true);
    }
  });

  it('files each category under one line, filters a line’s shop by its own categories and links skincare under skinnsi', () => {
    expect(lineOfCategory('ORAL_HYGIENE')).toBe('toothsi');
    expect(CATEGORIES_OF_LINE.skinnsi).toEqual(['ACNE', 'HYDRATION', 'BRIGHTENING', 'SUN_BLOCK', 'ANTI_AGEING']);
    expect(parseCategory('sun_block', CATEGORIES_OF_LINE.skinnsi)).toEqual({ kind: 'category', category: 'SUN_BLOCK' });
    expect(parseCategory('sun_block')).toEqual({ kind: 'unknown', raw: 'sun_block' });
    expect(productPath({ id: 207, slug: 'spf-50-sunscreen-gel', line: 'skinnsi' })).toBe(
      '/skinnsi/skin-care-products/207/spf-50-sunscreen-gel',
    );
    expect(productPath({ id: 101, slug: 'removable-retainer' })).toBe('/toothsi/products/101/removable-retainer');
  });
});
