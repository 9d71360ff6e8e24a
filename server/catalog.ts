import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { contentFallbackChain, currencyOf, type ContentLocale, type Country } from '../i18n/locales';
import type { ProductCategory, ProductLine, ProductView } from '../lib/catalog';
import { money } from '../lib/money';
import { db } from './db/client';
import { productPrices, products, productTranslations } from './db/schema';
import { PRODUCT_SEED, galleryOf } from './db/catalog-seed';
import { SKIN_PRODUCT_SEED } from './db/skin-product-seed';
import { env } from './env';
import { TAGS } from './cache-tags';

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
  return (line === 'skinnsi' ? SKIN_PRODUCT_SEED : PRODUCT_SEED).map((p) => {
    const copy = contentFallbackChain(locale).includes('ar') ? p.copy.ar : p.copy.en;
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
      rating: p.ratingTenths / 10,
      reviewCount: p.reviewCount,
    };
  }).sort((a, b) => a.sortOrder - b.sortOrder);
}

async function loadCatalog(country: Country, locale: ContentLocale, line: ProductLine = 'toothsi'): Promise<ProductView[]> {
  if (fromSeed()) return seedCatalog(country, locale, line);
  const database = db();
  const rows = await database
    .select({ product: products, price: productPrices })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.country, country)))
    .where(eq(products.line, line))
    .orderBy(asc(products.sortOrder));
  if (rows.length === 0) return [];
  const translations = await database
    .select()
    .from(productTranslations)
    .where(inArray(productTranslations.productId, rows.map((r) => r.product.id)));
  return rows.flatMap(({ product, price }) => {
    const copy = pickTranslation(translations.filter((t) => t.productId === product.id), locale);
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
        rating: product.ratingTenths / 10,
        reviewCount: product.reviewCount,
      },
    ];
  });
}

/**
 * Every product of a line (oral care unless asked) with its price for a country and copy for a content locale;
 * cached, tagged `catalog`.
 */
export const listProducts = unstable_cache(loadCatalog, ['catalog'], { tags: [TAGS.catalog], revalidate: 300 });

/** One product of a line, or null when the id is not one of that line's. */
export async function getProduct(id: number, country: Country, locale: ContentLocale, line: ProductLine = 'toothsi'): Promise<ProductView | null> {
  return (await listProducts(country, locale, line)).find((p) => p.id === id) ?? null;
}
