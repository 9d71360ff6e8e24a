'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { PRODUCT_CATEGORIES, PRODUCT_SORTS, parseCategory, sortProducts, type CategoryFilter, type ProductSort, type ProductView } from '../../lib/catalog';
import { SelectField } from '../ui/field';
import { ProductCard } from './product-card';
import styles from './shop.module.css';

const QUERY_CHANGED = 'sitrus:shop-query';

function subscribe(onChange: () => void) {
  const onPop = () => {
    releasePrePaintFilter();
    onChange();
  };
  window.addEventListener('popstate', onPop);
  window.addEventListener(QUERY_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onPop);
    window.removeEventListener(QUERY_CHANGED, onChange);
  };
}

function readQuery(search: string): { filter: CategoryFilter; sort: ProductSort } {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  return { filter: parseCategory(params.get('category')), sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : 'featured' };
}

/**
 * All products with the `?category=` filter and sorting. The page is static with every product in it; the filter
 * applies after hydration from the address bar, and changing it rewrites the query in place (other parameters,
 * the whitelisted ones included, stay).
 */
/**
 * Runs before first paint: marks the document with the `?category=` of the address so CSS hides other
 * categories at once. The static page then never shows the full list first and shifts when React filters it.
 */
export const PRE_PAINT_CATEGORY_SCRIPT = `(function(){try{var c=new URLSearchParams(location.search).get('category');if(c)document.documentElement.setAttribute('data-shop-category',c.trim().toUpperCase())}catch(e){}})()`;

/** From the first change on, React alone decides what is shown. */
function releasePrePaintFilter() {
  document.documentElement.removeAttribute('data-shop-category');
}

export function AllProducts({ products }: { products: ProductView[] }) {
  const t = useTranslations('shop');
  // The address bar is the state: the server renders everything (''), the browser its own query.
  const search = useSyncExternalStore(subscribe, () => window.location.search, () => '');

  function update(patch: { category?: string | null; sort?: ProductSort }) {
    const url = new URL(window.location.href);
    if (patch.category !== undefined) {
      if (patch.category) url.searchParams.set('category', patch.category);
      else url.searchParams.delete('category');
    }
    if (patch.sort) url.searchParams.set('sort', patch.sort);
    window.history.replaceState(window.history.state, '', url);
    releasePrePaintFilter();
    window.dispatchEvent(new Event(QUERY_CHANGED));
  }

  const { filter, sort } = readQuery(search);
  const visible = sortProducts(filter.kind === 'category' ? products.filter((p) => p.category === filter.category) : products, sort);
  const current = filter.kind === 'category' ? filter.category : null;

  return (
    <div>
      {filter.kind === 'unknown' ? (
        <p className={styles.notice} role="status">
          {t('unknownCategory', { category: filter.raw })}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <nav aria-label={t('filterLabel')}>
          <ul className={styles.chips}>
            {[null, ...PRODUCT_CATEGORIES].map((c) => (
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
        <SelectField label={t('sortLabel')} value={sort} onChange={(e) => update({ sort: e.target.value as ProductSort })}>
          {PRODUCT_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sorts.${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <p className={styles.meta} role="status" aria-live="polite">
        {t('count', { count: visible.length })}
      </p>
      <ul className={styles.grid}>
        {visible.map((p) => (
          <li key={p.id} data-category={p.category}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </div>
  );
}
