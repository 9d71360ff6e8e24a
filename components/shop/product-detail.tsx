import { getFormatter, getTranslations } from 'next-intl/server';
import { stockState, type ProductView } from '../../lib/catalog';
import { formatMoney } from '../../lib/money';
import { whatsAppUrl } from '../../lib/contact-links';
import { Link } from '../link';
import { AddToCart } from '../checkout/add-to-cart';
import { ProductGallery } from './product-gallery';
import styles from './shop.module.css';

/** A product page: picture, price and saving, stock, what's in the box, how to use, and the reviews summary. */
export async function ProductDetail({ product, locale, whatsapp, back }: { product: ProductView; locale: string; whatsapp: string; back?: { href: string; label: string } }) {
  const t = await getTranslations('shop');
  const format = await getFormatter();
  const state = stockState(product.stock);
  const percent = product.compareAt ? Math.round((1 - product.price.amountMinor / product.compareAt.amountMinor) * 100) : 0;
  return (
    <div className={`container ${styles.page}`}>
      <p>
        <Link href={back?.href ?? '/toothsi/products'}>{back?.label ?? t('backToShop')}</Link>
      </p>
      <div className={styles.detail}>
        <ProductGallery name={product.name} images={product.gallery} />
        <div>
          <p className={styles.meta}>{t(`categories.${product.category}`)}</p>
          <h1>{product.name}</h1>
          {product.reviewCount > 0 ? (
            <p className={styles.meta}>
              <a href="#reviews">{t('rating', { rating: format.number(product.rating, { maximumFractionDigits: 1 }), count: product.reviewCount })}</a>
            </p>
          ) : null}
          <p className={styles.priceRow}>
            <span className={styles.price} data-testid="product-price">
              {formatMoney(product.price, locale)}
            </span>
            {product.compareAt ? <span className={styles.compare}>{t.rich('compareAt', { price: formatMoney(product.compareAt, locale), old: (chunks) => <s>{chunks}</s> })}</span> : null}
            {percent > 0 ? <span className={styles.save}>{t('save', { percent })}</span> : null}
          </p>
          <p className={state === 'out' ? styles.out : state === 'low' ? styles.low : styles.meta} data-testid="stock">
            {t(`stock.${state}`, { count: product.stock })}
          </p>
          <p>{product.description}</p>
          <AddToCart
            productId={product.id}
            disabled={state === 'out'}
            labels={{ add: t('addToCart'), adding: t('adding'), added: t('added'), goToCart: t('goToCart'), soldOut: t('stock.out', { count: 0 }), limit: t('limit'), failed: t('addFailed') }}
          />
          <p className={styles.meta}>
            {t('questions')}{' '}
            <a href={whatsAppUrl(whatsapp, product.name)} rel="noopener noreferrer" target="_blank">
              WhatsApp
            </a>
          </p>
          <h2>{t('inTheBox')}</h2>
          <ul className={styles.list}>
            {product.inTheBox.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h2>{t('howToUse')}</h2>
          <ol className={styles.list}>
            {product.howToUse.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}
