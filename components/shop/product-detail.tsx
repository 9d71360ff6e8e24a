import { getFormatter, getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { stockState, type ProductView } from '@/lib/catalog';
import { formatMoney } from '@/lib/money';
import { marketOf } from '@/lib/markets';
import { whatsAppUrl } from '@/lib/contact-links';
import { Link } from '@/components/link';
import { AddToCart } from '@/components/checkout/add-to-cart';
import { Stars } from '@/components/reviews/stars';
import { BuyBar } from './buy-bar';
import { DeliveryCheck } from './delivery-check';
import { ProductGallery } from './product-gallery';
import { ShopMessages } from './shop-messages';
import styles from './shop.module.css';

/** The page's own add-to-cart button, which the sticky bar watches. */
const ADD_TO_CART_ID = 'add-to-cart-main';

/**
 * A product page of either line: pictures, name, stars with the review count (to the page's #reviews), price and
 * saving, stock and add-to-cart within a phone's first screen; when it arrives (PIN code or Gulf city); then the
 * description, what's in the box and how to use. On a phone a sticky bar keeps price and add-to-cart at hand once the
 * page's own button has scrolled away.
 */
export async function ProductDetail({
  product,
  locale,
  whatsapp,
  back,
}: {
  product: ProductView;
  locale: Locale;
  whatsapp: string;
  back?: { href: string; label: string };
}) {
  const t = await getTranslations('shop');
  const format = await getFormatter();
  const { country } = localeInfo(locale);
  const state = stockState(product.stock);
  const percent = product.compareAt
    ? Math.round((1 - product.price.amountMinor / product.compareAt.amountMinor) * 100)
    : 0;
  const price = formatMoney(product.price, locale);
  const labels = {
    add: t('addToCart'),
    adding: t('adding'),
    added: t('added'),
    goToCart: t('goToCart'),
    soldOut: t('stock.out', { count: 0 }),
    limit: t('limit'),
    failed: t('addFailed'),
  };
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link href={back?.href ?? '/toothsi/products'}>{back?.label ?? t('backToShop')}</Link>
      </p>
      <div className={styles.detail}>
        <ProductGallery name={product.name} images={product.gallery} />
        <div>
          <p className={styles.meta}>{t(`categories.${product.category}`)}</p>
          <h1 className={styles.productName}>{product.name}</h1>
          <p className={styles.ratingRow}>
            <a href="#reviews" className={styles.ratingLink} data-testid="rating-link">
              {product.reviewCount > 0 ? (
                <>
                  <Stars rating={product.rating} />
                  <span>
                    {t('ratingCount', {
                      rating: format.number(product.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                      count: product.reviewCount,
                    })}
                  </span>
                </>
              ) : (
                t('noReviews')
              )}
            </a>
          </p>
          <p className={styles.priceRow}>
            <span className={styles.price} data-testid="product-price">
              {price}
            </span>
            {product.compareAt ? (
              <span className={styles.compare}>
                {t.rich('compareAt', {
                  price: formatMoney(product.compareAt, locale),
                  old: (chunks) => <s>{chunks}</s>,
                })}
              </span>
            ) : null}
            {percent > 0 ? <span className={styles.save}>{t('save', { percent })}</span> : null}
          </p>
          <p className={state === 'out' ? styles.out : state === 'low' ? styles.low : styles.meta} data-testid="stock">
            {t(`stock.${state}`, { count: product.stock })}
          </p>
          <AddToCart id={ADD_TO_CART_ID} productId={product.id} disabled={state === 'out'} labels={labels} />
          <ShopMessages>
            <DeliveryCheck country={country} cities={marketOf(country).deliveryCities} />
          </ShopMessages>
          <p>{product.description}</p>
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
      <BuyBar
        anchorId={ADD_TO_CART_ID}
        productId={product.id}
        name={product.name}
        price={price}
        disabled={state === 'out'}
        labels={{ ...labels, region: t('buyBar', { name: product.name }) }}
      />
    </div>
  );
}
