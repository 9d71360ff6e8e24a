'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  parseCategory,
  sortProducts,
  type CategoryFilter,
  type ProductCategory,
  type ProductSort,
} from '@/lib/catalog';
import type { Money } from '@/lib/money';
import { SelectField } from '@/components/ui/field';
import styles from './shop.module.css';

/** What the filter needs of each product; the cards themselves are server-rendered in the list it controls. */
export interface FilterableProduct {
  id: number;
  category: ProductCategory;
  price: Money;
  rating: number;
  sortOrder: number;
  /** Out of stock (0) sorts last in any order. */
  stock: number;
}

const QUERY_CHANGED = 'sitrus:shop-query';
const CATEGORY_ATTRIBUTE = 'data-shop-category';

/**
 * Runs before first paint: marks the document with the `?category=` of the address so CSS hides the other
 * categories at once. The static page never shows the full list first and then shifts.
 */
export const PRE_PAINT_CATEGORY_SCRIPT = `(function(){try{var c=new URLSearchParams(location.search).get('category');if(c)document.documentElement.setAttribute('${CATEGORY_ATTRIBUTE}',c.trim().toUpperCase())}catch(e){}})()`;

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(QUERY_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(QUERY_CHANGED, onChange);
  };
}

function readQuery(
  search: string,
  categories: readonly ProductCategory[],
): { filter: CategoryFilter; sort: ProductSort } {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  return {
    filter: parseCategory(params.get('category'), categories),
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : 'featured',
  };
}

/**
 * The `?category=` filter and sorting of /toothsi/products/allproducts (and, with the skin line's `categories`, of
 * /skinnsi/skin-care-products). The address bar is the state; the
 * server-rendered list (`listId`) is filtered by a document attribute and CSS, and its items are moved into the
 * chosen order, so no product card ships as JavaScript.
 */
export function AllProductsFilter({
  products,
  listId,
  categories = PRODUCT_CATEGORIES,
  title,
}: {
  products: FilterableProduct[];
  listId: string;
  categories?: readonly ProductCategory[];
  /** The page's heading for the whole list ("All products"), given when the heading names the category shown. */
  title?: string;
}) {
  const t = useTranslations('shop');
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const { filter, sort } = readQuery(search, categories);
  const current = filter.kind === 'category' ? filter.category : null;
  const visible = sortProducts(current ? products.filter((p) => p.category === current) : products, sort);

  useEffect(() => {
    const root = document.documentElement;
    if (current) root.setAttribute(CATEGORY_ATTRIBUTE, current);
    else root.removeAttribute(CATEGORY_ATTRIBUTE);
    // Move the cards into the chosen order (DOM order, so focus and screen readers follow what is seen).
    const list = document.getElementById(listId);
    if (list) {
      for (const product of sortProducts(products, sort)) {
        const item = list.querySelector(`:scope > li[data-id="${product.id}"]`);
        if (item) list.appendChild(item);
      }
    }
    return () => root.removeAttribute(CATEGORY_ATTRIBUTE);
  }, [current, sort, products, listId]);

  function update(patch: { category?: string | null; sort?: ProductSort }) {
    const url = new URL(window.location.href);
    if (patch.category !== undefined) {
      if (patch.category) url.searchParams.set('category', patch.category);
      else url.searchParams.delete('category');
    }
    if (patch.sort) url.searchParams.set('sort', patch.sort);
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new Event(QUERY_CHANGED));
  }

  return (
    <div>
      {title ? <h1>{current ? t(`categories.${current}`) : title}</h1> : null}
      {filter.kind === 'unknown' ? (
        <p className={styles.notice} role="status">
          {t('unknownCategory', { category: filter.raw })}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <nav aria-label={t('filterLabel')}>
          <ul className={styles.chips}>
            {[null, ...categories].map((c) => (
              <li key={c ?? 'all'}>
                <a
                  className={styles.chip}
                  href={c ? `?category=${c}` : '?'}
                  aria-current={c === current ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    update({ category: c });
                  }}
                >
                  {c ? t(`categories.${c}`) : t('all')}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <SelectField
          label={t('sortLabel')}
          value={sort}
          onChange={(e) => update({ sort: e.target.value as ProductSort })}
        >
          {PRODUCT_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sorts.${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {current && visible.length === 0 ? (
        // A category with nothing in this market (yet): said so, with the way back to everything.
        <p className={styles.notice} role="status" data-testid="empty-category">
          {t('emptyCategory', { category: t(`categories.${current}`) })}{' '}
          <a
            href="?"
            onClick={(event) => {
              event.preventDefault();
              update({ category: null });
            }}
          >
            {t('seeEverything', { count: products.length })}
          </a>
        </p>
      ) : (
        <p className={styles.meta} role="status" aria-live="polite">
          {t('count', { count: visible.length })}
        </p>
      )}
    </div>
  );
}
