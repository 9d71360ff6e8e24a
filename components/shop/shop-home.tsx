import { getTranslations } from 'next-intl/server';
import { PRODUCT_CATEGORIES, type ProductView } from '@/lib/catalog';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import { ProductCard } from './product-card';
import styles from './shop.module.css';

/** The shop home: categories, best sellers and bundles. */
export async function ShopHome({ products }: { products: ProductView[] }) {
  const t = await getTranslations('shop');
  const bestsellers = products.filter((p) => p.bestseller);
  const bundles = products.filter((p) => p.category === 'TOOTHSI_BUNDLES');
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('shopTitle')}</h1>
      <p>{t('shopIntro')}</p>
      <section aria-labelledby="shop-categories">
        <h2 id="shop-categories">{t('categoriesTitle')}</h2>
        <ul className={styles.categories}>
          {PRODUCT_CATEGORIES.map((c) => (
            <li key={c}>
              <Link href={`/toothsi/products/allproducts?category=${c}`} className={styles.category}>
                {t(`categories.${c}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {[
        { id: 'bestsellers', title: t('bestsellers'), list: bestsellers },
        { id: 'bundles', title: t('bundles'), list: bundles },
      ].map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={`shop-${section.id}`}>
          <h2 id={`shop-${section.id}`}>{section.title}</h2>
          <ul className={styles.grid}>
            {section.list.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className={styles.section}>
        <Link href="/toothsi/products/allproducts" className={buttonClass({ variant: 'secondary' })}>
          {t('viewAll')}
        </Link>
      </p>
    </div>
  );
}
