import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import type { Country } from '@/i18n/locales';
import { fromSeed } from './catalog';
import { DATA_LIFE, TAGS } from './cache-tags';
import { db } from './db/client';
import { clinics, planCities, productPrices, serviceableCities, skinCategoryCities } from './db/schema';
import { CLINIC_SEED, GULF_SCAN_CITIES, PLAN_SEED } from './db/commerce-seed';
import { PRODUCT_SEED } from './db/catalog-seed';
import { SKIN_PRODUCT_SEED } from './db/skin-product-seed';
import { SKIN_CATEGORY_CITIES } from './db/skin-seed';
import { CITY_SEED, GULF_CITY_SEED } from './db/seed-data';

export interface PlaceFact {
  city: string;
  country: Country;
}

export interface CentreFact extends PlaceFact {
  id: number;
  name: string;
}

/**
 * Where we are, as our own data says (never typed into copy): the about page counts it, the Gulf's coming-soon page
 * lists what is already open there.
 */
export interface AboutFacts {
  centres: CentreFact[];
  /** Cities where a 3D scan comes to the customer's home, by name. */
  scanCities: PlaceFact[];
  /** Cities where at least one skin treatment is offered, by name. */
  skinCities: PlaceFact[];
  /** Countries the shop sells and delivers to. */
  countries: Country[];
}

const HOME_SCAN_PLAN = PLAN_SEED.find((p) => p.kind === 'scan' && p.locationType === 'home')?.code ?? 'scan-home';
const byName = (a: PlaceFact, b: PlaceFact) => a.city.localeCompare(b.city, 'en');

function seedFacts(): AboutFacts {
  const countryOf = new Map([...CITY_SEED, ...GULF_CITY_SEED].map((c) => [c.city, c.country as Country]));
  const place = (city: string): PlaceFact => ({ city, country: countryOf.get(city) ?? 'IN' });
  const allProducts = [...PRODUCT_SEED, ...SKIN_PRODUCT_SEED];
  return {
    centres: CLINIC_SEED.map((c) => ({ id: c.id, name: c.name, ...place(c.city) })),
    scanCities: [...CITY_SEED.filter((c) => c.toothsi).map((c) => c.city), ...GULF_SCAN_CITIES].map(place).sort(byName),
    skinCities: [...new Set(Object.values(SKIN_CATEGORY_CITIES).flat())].map(place).sort(byName),
    countries: [...new Set(allProducts.flatMap((p) => Object.keys(p.prices) as Country[]))].sort(),
  };
}

async function databaseFacts(): Promise<AboutFacts> {
  const database = db();
  const place = { city: serviceableCities.city, country: serviceableCities.country };
  const [centres, scan, skin, markets] = await Promise.all([
    database
      .select({ id: clinics.id, name: clinics.name, ...place })
      .from(clinics)
      .innerJoin(serviceableCities, eq(serviceableCities.id, clinics.cityId))
      .orderBy(asc(clinics.id)),
    database
      .selectDistinct(place)
      .from(planCities)
      .innerJoin(serviceableCities, eq(serviceableCities.id, planCities.cityId))
      .where(eq(planCities.planCode, HOME_SCAN_PLAN)),
    database
      .selectDistinct(place)
      .from(skinCategoryCities)
      .innerJoin(serviceableCities, eq(serviceableCities.id, skinCategoryCities.cityId)),
    database.selectDistinct({ country: productPrices.country }).from(productPrices),
  ]);
  const typed = <T extends { country: string }>(rows: T[]) =>
    rows.map((r) => ({ ...r, country: r.country as Country }));
  return {
    centres: typed(centres),
    scanCities: typed(scan).sort(byName),
    skinCities: typed(skin).sort(byName),
    countries: markets.map((m) => m.country as Country).sort(),
  };
}

async function loadFacts(): Promise<AboutFacts> {
  return fromSeed() ? seedFacts() : databaseFacts();
}

/**
 * Centres, cities and countries as our data has them: from the seed during `next build` (the pages are static),
 * from the database after, cached five minutes under the serviceable-cities and catalogue tags.
 */
export async function aboutFacts(): Promise<AboutFacts> {
  'use cache';
  cacheLife(DATA_LIFE);
  cacheTag(TAGS.serviceableCities, TAGS.catalog);
  return loadFacts();
}

/** For tests: the seed's and the database's figures, which must agree. */
export const aboutFactsSources = { seedFacts, databaseFacts };
