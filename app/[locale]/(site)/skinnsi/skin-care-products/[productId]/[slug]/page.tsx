import { absoluteUrl, siteOrigin } from '@/i18n/metadata';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { canonicalRedirect, productPath, stockState } from '@/lib/catalog';
import { SKIN_SHOP_PATH } from '@/lib/skin-pages';
import { productOffer } from '@/lib/structured-data';
import { getProduct } from '@/server/catalog';
import { getMarketSiteConfig } from '@/server/content/market';
import { SKIN_PRODUCT_SEED } from '@/server/db/skin-product-seed';
import { JsonLd } from '@/components/seo/json-ld';
import { ProductDetail } from '@/components/shop/product-detail';
import { skinMetadata } from '@/components/skin/metadata';
import { SubjectReviews } from '@/components/reviews/subject-reviews';
import { withCustomerRatings } from '@/lib/review-structured-data';
import { pageReviews } from '@/server/reviews/read';

export const revalidate = 300;
// Products added after the build render on first request; ids that are not skincare are a 404.
export const dynamicParams = true;

type Params = { params: Promise<{ locale: Locale; productId: string; slug: string }> };

export function generateStaticParams() {
  return SKIN_PRODUCT_SEED.map((p) => ({ productId: String(p.id), slug: p.slug }));
}

async function load(params: Params['params']) {
  const { locale, productId, slug } = await params;
  const id = /^\d{1,9}$/.test(productId) ? Number(productId) : NaN;
  const info = localeInfo(locale);
  const product = Number.isNaN(id) ? null : await getProduct(id, info.country, info.contentLocale, 'skinnsi');
  return { locale, slug, info, product };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, product } = await load(params);
  if (!product) return {};
  return {
    ...(await skinMetadata({
      locale,
      path: productPath(product),
      title: product.name,
      description: product.description,
    })),
    openGraph: { title: product.name, description: product.description, images: [product.image] },
  };
}

/** A skincare product page: the shop's product page with the skin line's theme; a wrong slug 308s to the right one. */
export default async function Page({ params }: Params) {
  const { locale, slug, product } = await load(params);
  setRequestLocale(locale);
  if (!product) notFound();
  const canonical = canonicalRedirect(product, slug);
  if (canonical) permanentRedirect(getPathname({ href: canonical, locale }));
  const subject = { kind: 'product', productId: product.id } as const;
  const [site, t, reviews] = await Promise.all([
    getMarketSiteConfig(locale),
    getTranslations('skinPages.shop'),
    pageReviews(subject),
  ]);
  return (
    <>
      <JsonLd
        data={withCustomerRatings(
          productOffer({
            name: product.name,
            description: product.description,
            price: product.price,
            url: absoluteUrl(productPath(product), locale),
            brand: 'skinnsi',
            inStock: stockState(product.stock) !== 'out',
            image: `${siteOrigin()}${product.image}`,
          }),
          reviews.summary,
          reviews.reviews,
        )}
      />
      <ProductDetail
        product={product}
        locale={locale}
        whatsapp={site.whatsappNumber}
        back={{ href: SKIN_SHOP_PATH, label: t('backToShop') }}
      />
      <SubjectReviews subject={subject} />
    </>
  );
}
