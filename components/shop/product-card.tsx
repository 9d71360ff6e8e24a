import Image from 'next/image';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { productPath, stockState, type ProductView } from '@/lib/catalog';
import { formatMoney } from '@/lib/money';
import { Link } from '@/components/link';
import styles from './shop.module.css';

/**
 * A product in a grid: picture, name, price (with the struck-through price and saving), stock and rating. Its
 * picture loads lazily unless `eager` (a card in the first screenful, whose picture is part of the first paint).
 */
export function ProductCard({ product, eager = false }: { product: ProductView; eager?: boolean }) {
  const t = useTranslations('shop');
  const locale = useLocale();
  const format = useFormatter();
  const state = stockState(product.stock);
  return (
    <Link
      href={productPath(product)}
      className={styles.card}
      data-testid="product-card"
      data-category={product.category}
    >
      <Image
        className={styles.image}
        src={product.image}
        alt=""
        width={240}
        height={220}
        loading={eager ? 'eager' : 'lazy'}
        unoptimized
      />
      <h3 className={styles.name}>{product.name}</h3>
      {product.reviewCount > 0 ? (
        <span className={styles.meta}>
          {t('rating', {
            rating: format.number(product.rating, { maximumFractionDigits: 1 }),
            count: product.reviewCount,
          })}
        </span>
      ) : null}
      <span className={styles.priceRow}>
        <span className={styles.price} data-testid="product-price">
          {formatMoney(product.price, locale)}
        </span>
        {product.compareAt ? (
          <span className={styles.compare}>
            {t.rich('compareAt', { price: formatMoney(product.compareAt, locale), old: (chunks) => <s>{chunks}</s> })}
          </span>
        ) : null}
      </span>
      <span className={state === 'out' ? styles.out : state === 'low' ? styles.low : styles.meta}>
        {t(`stock.${state}`, { count: product.stock })}
      </span>
    </Link>
  );
}
