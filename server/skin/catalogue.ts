import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { currencyOf, type Country } from '@/i18n/locales';
import type { LocationType } from '@/lib/commerce';
import { canonicalCityName } from '@/lib/city-list';
import {
  fromPrice,
  packagePricing,
  skinServicePath,
  SKIN_CATEGORY_PAGES,
  type BodyArea,
  type LocationServiceKey,
  type SkinCategory,
  type SkinInclusion,
} from '@/lib/skin';
import type { SkinCategoryView, SkinPackageView, SkinServiceSummary, SkinServiceView } from '@/lib/api/skin-contracts';
import { fromSeed } from '@/server/catalog';
import { DATA_LIFE, TAGS } from '@/server/cache-tags';
import { db } from '@/server/db/client';
import {
  planPrices,
  serviceableCities,
  skinCategories,
  skinCategoryCities,
  skinPackages,
  skinServices,
} from '@/server/db/schema';
import { SKIN_CATEGORY_CITIES, SKIN_CATEGORY_SEED, SKIN_PACKAGE_SEED, SKIN_SERVICE_SEED } from '@/server/db/skin-seed';
import { CITY_SEED, GULF_CITY_SEED } from '@/server/db/seed-data';

/** The skin catalogue as plain rows: what the database holds, or the seed when there is none (`next build`). */
export interface SkinCatalogueData {
  categories: Array<{ code: SkinCategory; availabilityKey: LocationServiceKey | null; locationTypes: LocationType[] }>;
  services: Array<{ category: SkinCategory; slug: string; area: BodyArea | null; trialEligible: boolean }>;
  packages: Array<{
    code: string;
    category: SkinCategory;
    serviceSlug: string;
    sessions: number;
    popular: boolean;
    inclusions: SkinInclusion[];
    prices: Partial<Record<Country, [number, number | null]>>;
  }>;
  /** Where each category is offered (location-based services), with the city's country. */
  cities: Array<{ category: SkinCategory; city: string; country: Country }>;
}

function seedData(): SkinCatalogueData {
  const countryOf = new Map([...CITY_SEED, ...GULF_CITY_SEED].map((c) => [c.city, c.country as Country]));
  return {
    categories: SKIN_CATEGORY_SEED.map((c) => ({
      code: c.code,
      availabilityKey: c.availabilityKey,
      locationTypes: c.locationTypes,
    })),
    services: SKIN_SERVICE_SEED.map((s) => ({
      category: s.category,
      slug: s.slug,
      area: s.area,
      trialEligible: s.trialEligible,
    })),
    packages: SKIN_PACKAGE_SEED.map((p) => ({
      code: p.code,
      category: p.category,
      serviceSlug: p.serviceSlug,
      sessions: p.sessions,
      popular: p.popular,
      inclusions: p.inclusions,
      prices: p.prices,
    })),
    cities: Object.entries(SKIN_CATEGORY_CITIES).flatMap(([category, names]) =>
      names.map((city) => ({ category: category as SkinCategory, city, country: countryOf.get(city) ?? 'IN' })),
    ),
  };
}

async function databaseData(): Promise<SkinCatalogueData> {
  const database = db();
  const [categories, services, packages, prices, cities] = await Promise.all([
    database.select().from(skinCategories).orderBy(asc(skinCategories.sortOrder)),
    database.select().from(skinServices).orderBy(asc(skinServices.sortOrder)),
    database
      .select({ pkg: skinPackages, category: skinServices.categoryCode, serviceSlug: skinServices.slug })
      .from(skinPackages)
      .innerJoin(skinServices, eq(skinServices.id, skinPackages.serviceId))
      .orderBy(asc(skinPackages.sortOrder)),
    database.select().from(planPrices).innerJoin(skinPackages, eq(skinPackages.planCode, planPrices.planCode)),
    database
      .select({
        category: skinCategoryCities.categoryCode,
        city: serviceableCities.city,
        country: serviceableCities.country,
      })
      .from(skinCategoryCities)
      .innerJoin(serviceableCities, eq(serviceableCities.id, skinCategoryCities.cityId))
      .orderBy(asc(serviceableCities.id)),
  ]);
  return {
    categories: categories.map((c) => ({
      code: c.code as SkinCategory,
      availabilityKey: (c.availabilityKey as LocationServiceKey | null) ?? null,
      locationTypes: c.locationTypes,
    })),
    services: services.map((s) => ({
      category: s.categoryCode as SkinCategory,
      slug: s.slug,
      area: (s.area as BodyArea | null) ?? null,
      trialEligible: s.trialEligible,
    })),
    packages: packages.map(({ pkg, category, serviceSlug }) => ({
      code: pkg.planCode,
      category: category as SkinCategory,
      serviceSlug,
      sessions: pkg.sessions,
      popular: pkg.popular,
      inclusions: pkg.inclusions as SkinInclusion[],
      prices: Object.fromEntries(
        prices
          .filter((p) => p.plan_prices.planCode === pkg.planCode)
          .map((p) => [p.plan_prices.country, [p.plan_prices.amountMinor, p.plan_prices.compareAtMinor]]),
      ),
    })),
    cities: cities.map((c) => ({ category: c.category as SkinCategory, city: c.city, country: c.country as Country })),
  };
}

async function loadData(): Promise<SkinCatalogueData> {
  return fromSeed() ? seedData() : databaseData();
}

/** The whole skin catalogue, cached five minutes under the `skin` tag (pages and public reads; bookings read fresh). */
export async function skinCatalogueData(): Promise<SkinCatalogueData> {
  'use cache';
  cacheLife(DATA_LIFE);
  cacheTag(TAGS.skin);
  return loadData();
}

/** What a market and (optionally) a city make of the catalogue: prices in its currency, availability in the city. */
export interface SkinView {
  country: Country;
  city: string | null;
}

function cityOffers(data: SkinCatalogueData, category: SkinCategory, view: SkinView): boolean | null {
  if (view.city === null) return null;
  const wanted = canonicalCityName(view.city).toLowerCase();
  return data.cities.some(
    (c) => c.category === category && c.country === view.country && c.city.toLowerCase() === wanted,
  );
}

function packagesOf(
  data: SkinCatalogueData,
  category: SkinCategory,
  slug: string,
  country: Country,
): SkinPackageView[] {
  const currency = currencyOf(country);
  return data.packages
    .filter((p) => p.category === category && p.serviceSlug === slug)
    .map((p) => {
      const [amount, compareAt] = p.prices[country] ?? [null, null];
      return {
        code: p.code,
        sessions: p.sessions,
        popular: p.popular,
        inclusions: p.inclusions,
        pricing: packagePricing(amount, compareAt, p.sessions, currency),
      };
    });
}

function serviceView(
  data: SkinCatalogueData,
  service: SkinCatalogueData['services'][number],
  view: SkinView,
): SkinServiceView {
  const packages = packagesOf(data, service.category, service.slug, view.country);
  const category = data.categories.find((c) => c.code === service.category);
  return {
    category: service.category,
    slug: service.slug,
    path: skinServicePath(service.category, service.slug),
    area: service.area,
    trialEligible: service.trialEligible,
    offered: packages.some((p) => p.pricing.offered),
    availableInCity: cityOffers(data, service.category, view),
    fromPrice: fromPrice(packages.map((p) => p.pricing)),
    locationTypes: category?.locationTypes ?? [],
    packages,
  };
}

function summary({ packages: _packages, locationTypes: _types, ...rest }: SkinServiceView): SkinServiceSummary {
  return rest;
}

/** Every category with its services (without packages), for a market and maybe the visitor's city. */
export function categoriesView(data: SkinCatalogueData, view: SkinView): SkinCategoryView[] {
  return data.categories.map((c) => {
    const services = data.services.filter((s) => s.category === c.code).map((s) => summary(serviceView(data, s, view)));
    return {
      code: c.code,
      path: `/skinnsi/${SKIN_CATEGORY_PAGES[c.code]}`,
      availabilityKey: c.availabilityKey,
      locationTypes: c.locationTypes,
      offered: services.some((s) => s.offered),
      availableInCity: cityOffers(data, c.code, view),
      services,
    };
  });
}

/** The services (body parts) of a category with their packages; optionally only those the free trial covers. */
export function servicesView(
  data: SkinCatalogueData,
  category: SkinCategory,
  view: SkinView,
  options: { trialOnly?: boolean } = {},
): SkinServiceView[] {
  return data.services
    .filter((s) => s.category === category && (!options.trialOnly || s.trialEligible))
    .map((s) => serviceView(data, s, view));
}

/** One service by category and slug, or null (its page answers 404). */
export function serviceBySlug(
  data: SkinCatalogueData,
  category: SkinCategory,
  slug: string,
  view: SkinView,
): SkinServiceView | null {
  const service = data.services.find((s) => s.category === category && s.slug === slug);
  return service ? serviceView(data, service, view) : null;
}

/** Categories, services and packages of a market (and availability in a city): what the skin pages list. */
export async function listSkinCategories(country: Country, city: string | null = null): Promise<SkinCategoryView[]> {
  return categoriesView(await skinCatalogueData(), { country, city });
}

/** The body parts of a category with packages priced for the market; `trialOnly` keeps the free trial's. */
export async function listBodyParts(
  category: SkinCategory,
  country: Country,
  options: { city?: string | null; trialOnly?: boolean } = {},
): Promise<SkinServiceView[]> {
  return servicesView(
    await skinCatalogueData(),
    category,
    { country, city: options.city ?? null },
    { trialOnly: options.trialOnly },
  );
}

/** One service (a select-service page) with its packages, or null for an unknown category/slug. */
export async function getSkinService(
  category: SkinCategory,
  slug: string,
  country: Country,
  city: string | null = null,
): Promise<SkinServiceView | null> {
  return serviceBySlug(await skinCatalogueData(), category, slug, { country, city });
}

/** Every service's category and slug: the select-service pages to prerender. */
export async function skinServiceParams(): Promise<Array<{ category: SkinCategory; slug: string }>> {
  return (await skinCatalogueData()).services.map((s) => ({ category: s.category, slug: s.slug }));
}
