import 'server-only';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { productPrices, products, productTranslations, serviceableCities } from './schema';
import { CITY_SEED } from './seed-data';
import { COUNTRY_CURRENCY, PRODUCT_SEED, galleryOf } from './catalog-seed';

export const MIGRATIONS_DIR = path.join(process.cwd(), 'drizzle');

// Any drizzle Postgres database: node-postgres in the app, PGlite in the start script.
type AnyPg = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** Idempotent seed: running it twice leaves the same rows. */
export async function seed(database: AnyPg): Promise<void> {
  for (const row of CITY_SEED) {
    await database
      .insert(serviceableCities)
      .values(row)
      .onConflictDoUpdate({
        target: serviceableCities.city,
        set: { defaultPincode: row.defaultPincode, pincodePrefixes: row.pincodePrefixes, toothsi: row.toothsi, skinnsi: row.skinnsi },
      });
  }
  await seedCatalog(database);
  // Keep the id sequence ahead of any ids a CMS import may have written.
  await database.execute(sql`select setval(pg_get_serial_sequence('serviceable_cities', 'id'), greatest((select max(id) from serviceable_cities), 1))`);
}

/** Products, their copy and prices. Stock is set only when a product is first created: orders own it after. */
async function seedCatalog(database: AnyPg): Promise<void> {
  for (const p of PRODUCT_SEED) {
    const row = { slug: p.slug, category: p.category, image: p.image, gallery: galleryOf(p.image), bestseller: p.bestseller, sortOrder: p.sortOrder, ratingTenths: p.ratingTenths, reviewCount: p.reviewCount };
    await database.insert(products).values({ id: p.id, stock: p.stock, ...row }).onConflictDoUpdate({ target: products.id, set: row });
    for (const [locale, copy] of Object.entries(p.copy)) {
      await database
        .insert(productTranslations)
        .values({ productId: p.id, locale, ...copy })
        .onConflictDoUpdate({ target: [productTranslations.productId, productTranslations.locale], set: copy });
    }
    for (const [country, [amountMinor, compareAtMinor]] of Object.entries(p.prices)) {
      const price = { currency: COUNTRY_CURRENCY[country as keyof typeof COUNTRY_CURRENCY], amountMinor, compareAtMinor };
      await database
        .insert(productPrices)
        .values({ productId: p.id, country, ...price })
        .onConflictDoUpdate({ target: [productPrices.productId, productPrices.country], set: price });
    }
  }
}
