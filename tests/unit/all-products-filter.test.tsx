// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { AllProductsFilter, type FilterableProduct } from '@/components/shop/all-products';
import { money } from '@/lib/money';

const shop = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en', 'shop.json'), 'utf8')) as Record<
  string,
  unknown
>;
const field = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8')) as Record<
  string,
  unknown
>;

/** A market's whole list: whitening and hygiene products, no bundles. */
const PRODUCTS: FilterableProduct[] = [
  { id: 1, category: 'TEETH_WHITENING', price: money(99_900, 'INR'), rating: 4.5, sortOrder: 1, stock: 10 },
  { id: 2, category: 'ORAL_HYGIENE', price: money(49_900, 'INR'), rating: 4.2, sortOrder: 2, stock: 10 },
];

function renderAt(search: string) {
  window.history.replaceState(null, '', `/toothsi/products/allproducts${search}`);
  render(
    <NextIntlClientProvider locale="en-IN" messages={{ ...field, shop }}>
      <AllProductsFilter products={PRODUCTS} listId="all-products" title="All products" />
    </NextIntlClientProvider>,
  );
}

afterEach(() => cleanup());

describe('the shop list’s heading and an empty category (issue 30 item 8)', () => {
  it('names the whole list without a category, and counts it', async () => {
    await act(async () => renderAt(''));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All products');
    expect(screen.getByRole('status').textContent).toBe('2 products');
  });

  it('names the category chosen', async () => {
    await act(async () => renderAt('?category=teeth_whitening'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Teeth whitening');
    expect(screen.getByRole('status').textContent).toBe('1 product');
  });

  it('says a category has nothing here yet, not "All products", and leads back to everything', async () => {
    await act(async () => renderAt('?category=TOOTHSI_BUNDLES'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('toothsi bundles');
    expect(screen.getByTestId('empty-category').textContent).toContain('There is nothing in toothsi bundles here yet.');
    const back = screen.getByRole('link', { name: 'See all 2 products' });
    await act(async () => back.click());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All products');
    expect(window.location.search).toBe('');
  });
});
