import 'server-only';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import {
  clinics,
  coupons,
  planCities,
  planPrices,
  plans,
  productPrices,
  products,
  productTranslations,
  serviceableCities,
  slotTemplates,
} from './schema';
import { CITY_SEED, GULF_CITY_SEED, RETIRED_CITIES } from './seed-data';
import {
  CENTRE_HOURS,
  CLINIC_SEED,
  COUPON_SEED,
  GULF_SCAN_CITIES,
  HOME_VISITS,
  PLAN_SEED,
  clinicLocationKey,
  homeLocationKey,
} from './commerce-seed';
import { PRODUCT_SEED, copiesOf, galleryOf } from './catalog-seed';
import { SKIN_PRODUCT_SEED } from './skin-product-seed';
import { seedSkin } from './skin-setup';
import { lineOfCategory } from '@/lib/catalog';
import { currencyOf, timeZoneOf, type Country } from '@/i18n/locales';

export const MIGRATIONS_DIR = path.join(process.cwd(), 'drizzle');

// Any drizzle Postgres database: node-postgres in the app, PGlite in the start script.
type AnyPg = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** Idempotent seed: running it twice leaves the same rows. */
export async function seed(database: AnyPg): Promise<void> {
  for (const row of [...CITY_SEED, ...GULF_CITY_SEED]) {
    await database
      .insert(serviceableCities)
      .values(row)
      .onConflictDoUpdate({
        target: serviceableCities.city,
        set: {
          defaultPincode: row.defaultPincode,
          pincodePrefixes: row.pincodePrefixes,
          toothsi: row.toothsi,
          skinnsi: row.skinnsi,
          country: row.country,
        },
      });
  }
  // A database seeded before keeps a retired city's row (orders and addresses may name it) but serves it no more.
  await database
    .update(serviceableCities)
    .set({ toothsi: false, skinnsi: false })
    .where(inArray(serviceableCities.city, [...RETIRED_CITIES]));
  await seedCatalog(database);
  await seedCommerce(database);
  await seedSkin(database);
  // Keep the id sequence ahead of any ids a CMS import may have written.
  await database.execute(
    sql`select setval(pg_get_serial_sequence('serviceable_cities', 'id'), greatest((select max(id) from serviceable_cities), 1))`,
  );
}

/** Products of both lines, their copy and prices. Stock is set only when a product is first created: orders own it after. */
async function seedCatalog(database: AnyPg): Promise<void> {
  for (const p of [...PRODUCT_SEED, ...SKIN_PRODUCT_SEED]) {
    const row = {
      slug: p.slug,
      line: lineOfCategory(p.category),
      category: p.category,
      image: p.image,
      gallery: galleryOf(p.image),
      bestseller: p.bestseller,
      sortOrder: p.sortOrder,
      ratingTenths: p.ratingTenths,
      reviewCount: p.reviewCount,
    };
    await database
      .insert(products)
      .values({ id: p.id, stock: p.stock, ...row })
      .onConflictDoUpdate({ target: products.id, set: row });
    for (const [locale, copy] of Object.entries(copiesOf(p))) {
      await database
        .insert(productTranslations)
        .values({ productId: p.id, locale, ...copy })
        .onConflictDoUpdate({ target: [productTranslations.productId, productTranslations.locale], set: copy });
    }
    for (const [country, [amountMinor, compareAtMinor]] of Object.entries(p.prices)) {
      const price = { currency: currencyOf(country as Country), amountMinor, compareAtMinor };
      await database
        .insert(productPrices)
        .values({ productId: p.id, country, ...price })
        .onConflictDoUpdate({ target: [productPrices.productId, productPrices.country], set: price });
    }
  }
}

/** Plans, the cities offering them, centres, slot templates and coupons. Coupon use counts are kept. */
async function seedCommerce(database: AnyPg): Promise<void> {
  const cityRows = await database
    .select({
      id: serviceableCities.id,
      city: serviceableCities.city,
      toothsi: serviceableCities.toothsi,
      country: serviceableCities.country,
    })
    .from(serviceableCities);
  const cityNamed = (name: string) => {
    const found = cityRows.find((c) => c.city === name);
    if (!found) throw new Error(`Seed: no city ${name}`);
    return found;
  };
  const cityId = (name: string) => cityNamed(name).id;
  for (const c of CLINIC_SEED) {
    const row = {
      cityId: cityId(c.city),
      name: c.name,
      address: c.address,
      pincode: c.pincode,
      lat: c.lat,
      lng: c.lng,
      opensAt: c.opensAt,
      closesAt: c.closesAt,
      openDays: c.openDays,
      services: c.services,
    };
    await database
      .insert(clinics)
      .values({ id: c.id, ...row })
      .onConflictDoUpdate({ target: clinics.id, set: row });
  }
  const scanCities = cityRows.filter((c) => c.toothsi || GULF_SCAN_CITIES.includes(c.city));
  const centreCityIds = new Set(CLINIC_SEED.map((c) => cityId(c.city)));
  const deliveryCities = cityRows.filter((c) => c.toothsi || c.country !== 'IN');
  for (const p of PLAN_SEED) {
    const row = { kind: p.kind, locationType: p.locationType, sortOrder: p.sortOrder };
    await database
      .insert(plans)
      .values({ code: p.code, ...row })
      .onConflictDoUpdate({ target: plans.code, set: row });
    for (const [country, [amountMinor, compareAtMinor]] of Object.entries(p.prices)) {
      const price = { currency: currencyOf(country as Country), amountMinor, compareAtMinor };
      await database
        .insert(planPrices)
        .values({ planCode: p.code, country, ...price })
        .onConflictDoUpdate({ target: [planPrices.planCode, planPrices.country], set: price });
    }
    const offered =
      p.offeredIn === 'scanCities'
        ? scanCities
        : p.offeredIn === 'centreCities'
          ? cityRows.filter((c) => centreCityIds.has(c.id))
          : deliveryCities;
    for (const city of offered)
      await database.insert(planCities).values({ planCode: p.code, cityId: city.id }).onConflictDoNothing();
  }
  for (const city of scanCities) {
    const row = { cityId: city.id, clinicId: null, ...HOME_VISITS, timeZone: timeZoneOf(city.country as Country) };
    await database
      .insert(slotTemplates)
      .values({ locationKey: homeLocationKey(city.city), ...row })
      .onConflictDoUpdate({ target: slotTemplates.locationKey, set: row });
  }
  for (const c of CLINIC_SEED) {
    const city = cityNamed(c.city);
    const row = { cityId: city.id, clinicId: c.id, ...CENTRE_HOURS, timeZone: timeZoneOf(city.country as Country) };
    await database
      .insert(slotTemplates)
      .values({ locationKey: clinicLocationKey(c.id), ...row })
      .onConflictDoUpdate({ target: slotTemplates.locationKey, set: row });
  }
  for (const c of COUPON_SEED) {
    const row = {
      country: c.country,
      kind: c.kind,
      value: c.value,
      appliesTo: c.appliesTo,
      minSubtotalMinor: c.minSubtotalMinor,
      validFrom: new Date(c.validFrom),
      validUntil: new Date(c.validUntil),
      maxUses: c.maxUses,
      maxUsesPerCustomer: c.maxUsesPerCustomer,
    };
    await database
      .insert(coupons)
      .values({ code: c.code, ...row })
      .onConflictDoUpdate({ target: coupons.code, set: row });
  }
}
