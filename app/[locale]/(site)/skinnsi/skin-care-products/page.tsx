import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { SKIN_PRODUCT_CATEGORIES } from '@/lib/catalog';
import { SKIN_SHOP_PATH } from '@/lib/skin-pages';
import { listProducts } from '@/server/catalog';
import { sortProducts } from '@/lib/catalog';
import { AllProductsFilter, PRE_PAINT_CATEGORY_SCRIPT } from '@/components/shop/all-products';
import { ProductCard } from '@/components/shop/product-card';
import { ShopMessages } from '@/components/shop/shop-messages';
import { skinMetadata } from '@/components/skin/metadata';
import styles from '@/components/shop/shop.module.css';

// Rendered at build from the seed catalogue, then refreshed from the database (and by the `catalog` tag).
export const revalidate = 300;

/** Cards in the grid's first row on a wide screen (four columns). */
const FIRST_ROW = 4;

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'skinPages.shop' });
  return skinMetadata({ locale, path: SKIN_SHOP_PATH, title: t('title'), description: t('metaDescription') });
}

/**
 * The skincare shop: the oral-care shop's list, filter and cards with the skin line's products. Static with every
 * product; `?category=` (ACNE, HYDRATION, BRIGHTENING, SUN_BLOCK, ANTI_AGEING, any case) applies in the browser.
 */
export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const info = localeInfo(locale);
  const t = await getTranslations('skinPages.shop');
  // What can be bought first, out of stock last (the filter keeps that order in every sort).
  const products = sortProducts(await listProducts(info.country, info.contentLocale, 'skinnsi'), 'featured');
  const rank = new Map<string, number>();
  const eager = products.map((p, i) => {
    const inCategory = rank.get(p.category) ?? 0;
    rank.set(p.category, inCategory + 1);
    return i < FIRST_ROW || inCategory < FIRST_ROW;
  });
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <script dangerouslySetInnerHTML={{ __html: PRE_PAINT_CATEGORY_SCRIPT }} />
      <ShopMessages>
        <AllProductsFilter
          listId="skin-products"
          categories={SKIN_PRODUCT_CATEGORIES}
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
      <ul id="skin-products" className={styles.grid}>
        {products.map((p, i) => (
          <li key={p.id} data-id={p.id} data-category={p.category}>
            <ProductCard product={p} eager={eager[i]} />
          </li>
        ))}
      </ul>
    </div>
  );
}
