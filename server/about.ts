import 'server-only';
import { asc, countDistinct, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import type { Country } from '../i18n/locales';
import { fromSeed } from './catalog';
import { TAGS } from './cache-tags';
import { db } from './db/client';
import { clinics, planCities, productPrices, serviceableCities, skinCategoryCities } from './db/schema';
import { CLINIC_SEED, GULF_SCAN_CITIES, PLAN_SEED } from './db/commerce-seed';
import { PRODUCT_SEED } from './db/catalog-seed';
import { SKIN_PRODUCT_SEED } from './db/skin-product-seed';
import { SKIN_CATEGORY_CITIES } from './db/skin-seed';
import { CITY_SEED, GULF_CITY_SEED } from './db/seed-data';

/** A centre as the about page lists it. */
export interface CentreFact {
  id: number;
  name: string;
  city: string;
  country: Country;
}

/** The numbers the about page states, each counted from our own data (never typed into copy). */
export interface AboutFacts {
  centres: CentreFact[];
  /** Cities with at least one experience centre. */
  centreCities: number;
  /** Cities where a 3D scan comes to the customer's home. */
  scanCities: number;
  /** Cities where at least one skin treatment is offered. */
  skinCities: number;
  /** Countries the shop sells and delivers to. */
  countries: number;
  /** Products of both lines in the shop. */
  products: number;
}

const HOME_SCAN_PLAN = PLAN_SEED.find((p) => p.kind === 'scan' && p.locationType === 'home')?.code ?? 'scan-home';

function seedFacts(): AboutFacts {
  const countryOf = new Map([...CITY_SEED, ...GULF_CITY_SEED].map((c) => [c.city, c.country as Country]));
  const centres = CLINIC_SEED.map((c) => ({ id: c.id, name: c.name, city: c.city, country: countryOf.get(c.city) ?? 'IN' }));
  const allProducts = [...PRODUCT_SEED, ...SKIN_PRODUCT_SEED];
  return {
    centres,
    centreCities: new Set(centres.map((c) => c.city)).size,
    scanCities: CITY_SEED.filter((c) => c.toothsi).length + GULF_SCAN_CITIES.length,
    skinCities: new Set(Object.values(SKIN_CATEGORY_CITIES).flat()).size,
    countries: new Set(allProducts.flatMap((p) => Object.keys(p.prices))).size,
    products: allProducts.length,
  };
}

async function databaseFacts(): Promise<AboutFacts> {
  const database = db();
  const [centreRows, [scan], [skin], [market], [product]] = await Promise.all([
    database
      .select({ id: clinics.id, name: clinics.name, city: serviceableCities.city, country: serviceableCities.country })
      .from(clinics)
      .innerJoin(serviceableCities, eq(serviceableCities.id, clinics.cityId))
      .orderBy(asc(clinics.id)),
    database.select({ n: countDistinct(planCities.cityId) }).from(planCities).where(eq(planCities.planCode, HOME_SCAN_PLAN)),
    database.select({ n: countDistinct(skinCategoryCities.cityId) }).from(skinCategoryCities),
    database.select({ n: countDistinct(productPrices.country) }).from(productPrices),
    database.select({ n: countDistinct(productPrices.productId) }).from(productPrices),
  ]);
  const centres = centreRows.map((c) => ({ ...c, country: c.country as Country }));
  return {
    centres,
    centreCities: new Set(centres.map((c) => c.city)).size,
    scanCities: scan?.n ?? 0,
    skinCities: skin?.n ?? 0,
    countries: market?.n ?? 0,
    products: product?.n ?? 0,
  };
}

async function loadFacts(): Promise<AboutFacts> {
  return fromSeed() ? seedFacts() : databaseFacts();
}

/**
 * Centres, cities, countries and products as our data has them: from the seed during `next build` (the page is
 * static), from the database after, cached five minutes under the serviceable-cities tag.
 */
export const aboutFacts = unstable_cache(loadFacts, ['about-facts'], { tags: [TAGS.serviceableCities, TAGS.catalog], revalidate: 300 });

/** For tests: the seed's and the database's figures, which must agree. */
export const aboutFactsSources = { seedFacts, databaseFacts };
