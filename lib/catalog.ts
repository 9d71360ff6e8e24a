import type { Money } from './money';

/** Shop categories (spec §2 `?category=`), matched case-insensitively. */
export const PRODUCT_CATEGORIES = ['ORAL_HYGIENE', 'TEETH_WHITENING', 'ALIGNER_ESSENTIALS', 'TOOTHSI_BUNDLES'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export type CategoryFilter = { kind: 'all' } | { kind: 'category'; category: ProductCategory } | { kind: 'unknown'; raw: string };

/** Reads a `category` query value: a known category (any case), none (all), or an unknown one (all, with a notice). */
export function parseCategory(raw: string | null | undefined): CategoryFilter {
  if (!raw) return { kind: 'all' };
  const upper = raw.trim().toUpperCase();
  const found = PRODUCT_CATEGORIES.find((c) => c === upper);
  return found ? { kind: 'category', category: found } : { kind: 'unknown', raw };
}

export const PRODUCT_SORTS = ['featured', 'priceLow', 'priceHigh', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** A product as the shop shows it, in one locale and one country. */
export interface ProductView {
  id: number;
  slug: string;
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

export function sortProducts<T extends Pick<ProductView, 'price' | 'rating' | 'sortOrder'>>(list: readonly T[], sort: ProductSort): T[] {
  const copy = [...list];
  switch (sort) {
    case 'priceLow':
      return copy.sort((a, b) => a.price.amountMinor - b.price.amountMinor);
    case 'priceHigh':
      return copy.sort((a, b) => b.price.amountMinor - a.price.amountMinor);
    case 'rating':
      return copy.sort((a, b) => b.rating - a.rating);
    default:
      return copy.sort((a, b) => a.sortOrder - b.sortOrder);
  }
}

/** The product page path; the slug is part of the canonical URL. */
export function productPath(product: Pick<ProductView, 'id' | 'slug'>): string {
  return `/toothsi/products/${product.id}/${product.slug}`;
}

export type StockState = 'inStock' | 'low' | 'out';
export function stockState(stock: number): StockState {
  return stock <= 0 ? 'out' : stock <= 10 ? 'low' : 'inStock';
}

/** The canonical path to redirect to when a product URL carries a wrong or old slug; null when it is right. */
export function canonicalRedirect(product: Pick<ProductView, 'id' | 'slug'>, requestedSlug: string): string | null {
  return requestedSlug === product.slug ? null : productPath(product);
}
