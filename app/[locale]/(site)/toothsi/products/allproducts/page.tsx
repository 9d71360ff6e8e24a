import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { localizedAlternates } from '@/i18n/metadata';
import { listProducts } from '@/server/catalog';
import { sortProducts } from '@/lib/catalog';
import { AllProductsFilter, PRE_PAINT_CATEGORY_SCRIPT } from '@/components/shop/all-products';
import { ProductCard } from '@/components/shop/product-card';
import { ShopMessages } from '@/components/shop/shop-messages';
import styles from '@/components/shop/shop.module.css';

export const revalidate = 300;

/** Cards in the grid's first row on a wide screen (four columns). */
const FIRST_ROW = 4;

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'shop' });
  return {
    title: t('allTitle'),
    description: t('metaDescription'),
    alternates: localizedAlternates('/toothsi/products/allproducts', locale),
  };
}

/** Static with every product; the `?category=` filter and sorting apply in the browser (see AllProductsFilter). */
export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const info = localeInfo(locale);
  const t = await getTranslations('shop');
  // What can be bought first, out of stock last (the filter keeps that order in every sort).
  const products = sortProducts(await listProducts(info.country, info.contentLocale), 'featured');
  // The filter picks the category in the browser, before the first paint: the first row of every category is on
  // the first screen, so those pictures load at once rather than lazily after layout.
  const rank = new Map<string, number>();
  const eager = products.map((p, i) => {
    const inCategory = rank.get(p.category) ?? 0;
    rank.set(p.category, inCategory + 1);
    return i < FIRST_ROW || inCategory < FIRST_ROW;
  });
  return (
    <div className={`container ${styles.page}`}>
      <script dangerouslySetInnerHTML={{ __html: PRE_PAINT_CATEGORY_SCRIPT }} />
      <ShopMessages>
        <AllProductsFilter
          listId="all-products"
          title={t('allTitle')}
          products={products.map(({ id, category, price, rating, sortOrder, stock }) => ({
            id,
            category,
            price,
            rating,
            sortOrder,
            stock,
          }))}
        />
      </ShopMessages>
      <ul id="all-products" className={styles.grid}>
        {products.map((p, i) => (
          <li key={p.id} data-id={p.id} data-category={p.category}>
            <ProductCard product={p} eager={eager[i]} />
          </li>
        ))}
      </ul>
    </div>
  );
}
