import type { Money } from './money';

/** The two business lines; one catalogue, cart and checkout sell the products of both. */
export const PRODUCT_LINES = ['toothsi', 'skinnsi'] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];

/** Oral-care shop categories (spec §2 `/toothsi/products/allproducts?category=`), matched case-insensitively. */
export const PRODUCT_CATEGORIES = ['ORAL_HYGIENE', 'TEETH_WHITENING', 'ALIGNER_ESSENTIALS', 'TOOTHSI_BUNDLES'] as const;
/** Skincare categories (spec §2 `/skinnsi/skin-care-products?category=`). */
export const SKIN_PRODUCT_CATEGORIES = ['ACNE', 'HYDRATION', 'BRIGHTENING', 'SUN_BLOCK', 'ANTI_AGEING'] as const;
export const ALL_PRODUCT_CATEGORIES = [...PRODUCT_CATEGORIES, ...SKIN_PRODUCT_CATEGORIES] as const;
export type ProductCategory = (typeof ALL_PRODUCT_CATEGORIES)[number];

export const CATEGORIES_OF_LINE: Readonly<Record<ProductLine, readonly ProductCategory[]>> = {
  toothsi: PRODUCT_CATEGORIES,
  skinnsi: SKIN_PRODUCT_CATEGORIES,
};

/** The line a category belongs to: every category is in exactly one. */
export function lineOfCategory(category: ProductCategory): ProductLine {
  return (SKIN_PRODUCT_CATEGORIES as readonly string[]).includes(category) ? 'skinnsi' : 'toothsi';
}

export type CategoryFilter =
  { kind: 'all' } | { kind: 'category'; category: ProductCategory } | { kind: 'unknown'; raw: string };

/**
 * Reads a `category` query value: a known category of the shop's line (any case), none (all), or an unknown
 * one (all, with a notice). The oral-care shop is the default line.
 */
export function parseCategory(
  raw: string | null | undefined,
  categories: readonly ProductCategory[] = PRODUCT_CATEGORIES,
): CategoryFilter {
  if (!raw) return { kind: 'all' };
  const upper = raw.trim().toUpperCase();
  const found = categories.find((c) => c === upper);
  return found ? { kind: 'category', category: found } : { kind: 'unknown', raw };
}

export const PRODUCT_SORTS = ['featured', 'priceLow', 'priceHigh', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** A product as the shop shows it, in one locale and one country. */
export interface ProductView {
  id: number;
  slug: string;
  line: ProductLine;
  category: ProductCategory;
  image: string;
  gallery: string[];
  name: string;
  description: string;
  inTheBox: string[];
  howToUse: string[];
  price: Money;
  compareAt: Money | null;
  stock: number;
  bestseller: boolean;
  sortOrder: number;
  rating: number;
  reviewCount: number;
}

/** The shop's order: what can be bought first in any sort, then out-of-stock products, each group in the sort's order. */
export function sortProducts<T extends Pick<ProductView, 'price' | 'rating' | 'sortOrder' | 'stock'>>(
  list: readonly T[],
  sort: ProductSort,
): T[] {
  const bySort = (a: T, b: T): number => {
    switch (sort) {
      case 'priceLow':
        return a.price.amountMinor - b.price.amountMinor;
      case 'priceHigh':
        return b.price.amountMinor - a.price.amountMinor;
      case 'rating':
        return b.rating - a.rating;
      default:
        return a.sortOrder - b.sortOrder;
    }
  };
  const soldOut = (p: T) => (stockState(p.stock) === 'out' ? 1 : 0);
  return [...list].sort((a, b) => soldOut(a) - soldOut(b) || bySort(a, b));
}

/** The product page path; the slug is part of the canonical URL. Skincare lives under the skin line's shop. */
export function productPath(product: Pick<ProductView, 'id' | 'slug'> & { line?: ProductLine }): string {
  return product.line === 'skinnsi'
    ? `/skinnsi/skin-care-products/${product.id}/${product.slug}`
    : `/toothsi/products/${product.id}/${product.slug}`;
}

export type StockState = 'inStock' | 'low' | 'out';
export function stockState(stock: number): StockState {
  return stock <= 0 ? 'out' : stock <= 10 ? 'low' : 'inStock';
}

/** The canonical path to redirect to when a product URL carries a wrong or old slug; null when it is right. */
export function canonicalRedirect(
  product: Pick<ProductView, 'id' | 'slug'> & { line?: ProductLine },
  requestedSlug: string,
): string | null {
  return requestedSlug === product.slug ? null : productPath(product);
}
