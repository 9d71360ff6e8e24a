import { describe, expect, it } from 'vitest';
import { canonicalRedirect, parseCategory, productPath, sortProducts, stockState } from '@/lib/catalog';
import { formatMoney } from '@/lib/money';
import { money } from '@/lib/money';
import { PRODUCT_SEED } from '@/server/db/catalog-seed';

describe('shop category filter (spec §2)', () => {
  it('accepts the four categories in any case', () => {
    expect(parseCategory('ORAL_HYGIENE')).toEqual({ kind: 'category', category: 'ORAL_HYGIENE' });
    expect(parseCategory('teeth_whitening')).toEqual({ kind: 'category', category: 'TEETH_WHITENING' });
    expect(parseCategory(' Toothsi_Bundles ')).toEqual({ kind: 'category', category: 'TOOTHSI_BUNDLES' });
  });

  it('shows everything for no category, and everything with a notice for an unknown one', () => {
    expect(parseCategory(null)).toEqual({ kind: 'all' });
    expect(parseCategory('')).toEqual({ kind: 'all' });
    expect(parseCategory('CANDY')).toEqual({ kind: 'unknown', raw: 'CANDY' });
  });
});

describe('sorting and stock', () => {
  const list = [
    { id: 1, price: money(500, 'INR'), rating: 4.1, sortOrder: 2, stock: 20 },
    { id: 2, price: money(100, 'INR'), rating: 4.9, sortOrder: 3, stock: 5 },
    { id: 3, price: money(900, 'INR'), rating: 3.5, sortOrder: 1, stock: 40 },
  ];
  it('sorts by featured order, price both ways and rating', () => {
    expect(sortProducts(list, 'featured').map((p) => p.id)).toEqual([3, 1, 2]);
    expect(sortProducts(list, 'priceLow').map((p) => p.id)).toEqual([2, 1, 3]);
    expect(sortProducts(list, 'priceHigh').map((p) => p.id)).toEqual([3, 1, 2]);
    expect(sortProducts(list, 'rating').map((p) => p.id)).toEqual([2, 1, 3]);
  });

  it('puts what is out of stock last in every sort (issue 30 item 8)', () => {
    const soldOut = { id: 4, price: money(50, 'INR'), rating: 5, sortOrder: 0, stock: 0 };
    for (const sort of ['featured', 'priceLow', 'priceHigh', 'rating'] as const)
      expect(
        sortProducts([soldOut, ...list], sort)
          .map((p) => p.id)
          .at(-1),
        sort,
      ).toBe(4);
    expect(sortProducts([soldOut, ...list], 'priceLow').map((p) => p.id)).toEqual([2, 1, 3, 4]);
  });

  it('says when stock is low or gone', () => {
    expect(stockState(0)).toBe('out');
    expect(stockState(4)).toBe('low');
    expect(stockState(50)).toBe('inStock');
  });
});

describe('catalogue seed', () => {
  it('covers every category, has a removable retainer and a whitening kit, and prices every country', () => {
    expect(new Set(PRODUCT_SEED.map((p) => p.category)).size).toBe(4);
    expect(PRODUCT_SEED.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['removable-retainer', 'teeth-whitening-kit']),
    );
    for (const p of PRODUCT_SEED) {
      expect(Object.keys(p.prices).sort()).toEqual(['AE', 'BH', 'IN', 'QA', 'SA']);
      for (const [amount, compare] of Object.values(p.prices)) {
        expect(Number.isInteger(amount) && amount > 0).toBe(true);
        if (compare !== null) expect(compare).toBeGreaterThan(amount);
      }
      expect(p.copy.ar.name).toMatch(/[\u0600-\u06FF]/);
    }
    expect(new Set(PRODUCT_SEED.map((p) => p.id)).size).toBe(PRODUCT_SEED.length);
  });

  it('builds the canonical product path from id and slug', () => {
    expect(productPath({ id: 101, slug: 'removable-retainer' })).toBe('/toothsi/products/101/removable-retainer');
  });
});

describe('canonical product URLs and prices', () => {
  it('redirects a wrong or old slug to the canonical path and leaves the right one alone', () => {
    const retainer = { id: 101, slug: 'removable-retainer' };
    expect(canonicalRedirect(retainer, 'removable-retainer')).toBeNull();
    expect(canonicalRedirect(retainer, 'old-retainer-name')).toBe('/toothsi/products/101/removable-retainer');
    expect(canonicalRedirect(retainer, 'REMOVABLE-RETAINER')).toBe('/toothsi/products/101/removable-retainer');
  });

  it('formats every seeded price in its country’s currency', () => {
    const retainer = PRODUCT_SEED.find((p) => p.slug === 'removable-retainer')!;
    expect(formatMoney(money(retainer.prices.IN[0], 'INR'), 'en-IN')).toBe('₹4,999');
    expect(formatMoney(money(retainer.prices.AE[0], 'AED'), 'en-AE')).toMatch(/AED\s?799/);
    expect(formatMoney(money(retainer.prices.BH[0], 'BHD'), 'en-BH')).toMatch(/BHD\s?84/);
    expect(formatMoney(money(retainer.prices.SA[0], 'SAR'), 'ar-SA')).toMatch(/٧٩٩|799/);
  });
});
