import 'server-only';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { contentFallbackChain, currencyOf, type ContentLocale, type Country } from '@/i18n/locales';
import type { ProductCategory, ProductLine, ProductView } from '@/lib/catalog';
import { summariseRatings } from '@/lib/reviews';
import { money } from '@/lib/money';
import { db } from './db/client';
import { productPrices, products, productTranslations, skinReviews } from './db/schema';
import { PRODUCT_SEED, copiesOf, galleryOf } from './db/catalog-seed';
import { SKIN_PRODUCT_SEED } from './db/skin-product-seed';
import { env } from './env';
import { DATA_LIFE, TAGS } from './cache-tags';

type Translation = typeof productTranslations.$inferSelect;

function pickTranslation(rows: Translation[], locale: ContentLocale): Translation | undefined {
  for (const candidate of contentFallbackChain(locale)) {
    const found = rows.find((r) => r.locale === candidate);
    if (found) return found;
  }
  return rows[0];
}

/** `next build` has no database (and `next dev` may not): the shop renders from the seed and ISR refreshes it. */
export function fromSeed(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build' || !env().DATABASE_URL;
}

function seedCatalog(country: Country, locale: ContentLocale, line: ProductLine): ProductView[] {
  return (line === 'skinnsi' ? SKIN_PRODUCT_SEED : PRODUCT_SEED)
    .map((p) => {
      const copies = copiesOf(p);
      const copy =
        contentFallbackChain(locale)
          .map((l) => copies[l])
          .find((c) => c !== undefined) ?? p.copy.en;
      const [amount, compare] = p.prices[country];
      const currency = currencyOf(country);
      return {
        id: p.id,
        slug: p.slug,
        line,
        category: p.category,
        image: p.image,
        gallery: galleryOf(p.image),
        ...copy,
        price: money(amount, currency),
        compareAt: compare === null ? null : money(compare, currency),
        stock: p.stock,
        bestseller: p.bestseller,
        sortOrder: p.sortOrder,
        // Ratings are our customers' published reviews, which only the database has.
        rating: 0,
        reviewCount: 0,
      };
    })
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

async function loadCatalog(
  country: Country,
  locale: ContentLocale,
  line: ProductLine = 'toothsi',
): Promise<ProductView[]> {
  if (fromSeed()) return seedCatalog(country, locale, line);
  const database = db();
  const rows = await database
    .select({ product: products, price: productPrices })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.country, country)))
    .where(eq(products.line, line))
    .orderBy(asc(products.sortOrder));
  if (rows.length === 0) return [];
  const [translations, ratings] = await Promise.all([
    database
      .select()
      .from(productTranslations)
      .where(
        inArray(
          productTranslations.productId,
          rows.map((r) => r.product.id),
        ),
      ),
    productRatings(),
  ]);
  return rows.flatMap(({ product, price }) => {
    const copy = pickTranslation(
      translations.filter((t) => t.productId === product.id),
      locale,
    );
    if (!copy) return [];
    const currency = currencyOf(country);
    return [
      {
        id: product.id,
        slug: product.slug,
        line: product.line as ProductLine,
        category: product.category as ProductCategory,
        image: product.image,
        gallery: product.gallery.length ? product.gallery : [product.image],
        name: copy.name,
        description: copy.description,
        inTheBox: copy.inTheBox,
        howToUse: copy.howToUse,
        price: money(price.amountMinor, currency),
        compareAt: price.compareAtMinor === null ? null : money(price.compareAtMinor, currency),
        stock: product.stock,
        bestseller: product.bestseller,
        sortOrder: product.sortOrder,
        rating: ratings.get(product.id)?.rating ?? 0,
        reviewCount: ratings.get(product.id)?.count ?? 0,
      },
    ];
  });
}

/** Every product's rating from its published reviews (average to one decimal, lib/reviews.ts), for the cards. */
async function productRatings(): Promise<Map<number, { rating: number; count: number }>> {
  const rows = await db()
    .select({ productId: skinReviews.productId, rating: skinReviews.rating, count: count() })
    .from(skinReviews)
    .where(and(eq(skinReviews.subject, 'product'), eq(skinReviews.published, true)))
    .groupBy(skinReviews.productId, skinReviews.rating);
  const byProduct = new Map<number, Array<{ rating: number; count: number }>>();
  for (const row of rows)
    if (row.productId !== null) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return new Map(
    [...byProduct].map(([id, counts]) => {
      const summary = summariseRatings(counts);
      return [id, { rating: summary.average ?? 0, count: summary.count }];
    }),
  );
}

/**
 * Every product of a line (oral care unless asked) with its price for a country and copy for a content locale;
 * cached, tagged `catalog`.
 */
export async function listProducts(
  country: Country,
  locale: ContentLocale,
  line: ProductLine = 'toothsi',
): Promise<ProductView[]> {
  'use cache';
  cacheLife(DATA_LIFE);
  cacheTag(TAGS.catalog);
  return loadCatalog(country, locale, line);
}

/** One product of a line, or null when the id is not one of that line's. */
export async function getProduct(
  id: number,
  country: Country,
  locale: ContentLocale,
  line: ProductLine = 'toothsi',
): Promise<ProductView | null> {
  return (await listProducts(country, locale, line)).find((p) => p.id === id) ?? null;
}
