import { absoluteUrl, localizedAlternates, siteOrigin } from '@/i18n/metadata';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { canonicalRedirect, productPath, stockState } from '@/lib/catalog';
import { productOffer } from '@/lib/structured-data';
import { getProduct } from '@/server/catalog';
import { getMarketSiteConfig } from '@/server/content/market';
import { PRODUCT_SEED } from '@/server/db/catalog-seed';
import { JsonLd } from '@/components/seo/json-ld';
import { ProductDetail } from '@/components/shop/product-detail';
import { SubjectReviews } from '@/components/reviews/subject-reviews';
import { withCustomerRatings } from '@/lib/review-structured-data';
import { pageReviews } from '@/server/reviews/read';

export const revalidate = 300;
// Products added after the build render on first request; unknown ids are a 404.
export const dynamicParams = true;

type Params = { params: Promise<{ locale: Locale; productId: string; slug: string }> };

export function generateStaticParams() {
  return PRODUCT_SEED.map((p) => ({ productId: String(p.id), slug: p.slug }));
}

async function load(params: Params['params']) {
  const { locale, productId, slug } = await params;
  const id = /^\d{1,9}$/.test(productId) ? Number(productId) : NaN;
  const info = localeInfo(locale);
  const product = Number.isNaN(id) ? null : await getProduct(id, info.country, info.contentLocale);
  return { locale, slug, info, product };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, product } = await load(params);
  if (!product) return {};
  return {
    title: product.name,
    description: product.description,
    alternates: localizedAlternates(productPath(product), locale),
    openGraph: { title: product.name, description: product.description, images: [product.image] },
  };
}

export default async function Page({ params }: Params) {
  const { locale, slug, product } = await load(params);
  setRequestLocale(locale);
  if (!product) notFound();
  // One canonical URL per product: a wrong or old slug answers 308 to the right one.
  const canonical = canonicalRedirect(product, slug);
  if (canonical) permanentRedirect(getPathname({ href: canonical, locale }));
  const subject = { kind: 'product', productId: product.id } as const;
  const [site, reviews] = await Promise.all([getMarketSiteConfig(locale), pageReviews(subject)]);
  return (
    <>
      <JsonLd
        data={withCustomerRatings(
          productOffer({
            name: product.name,
            description: product.description,
            price: product.price,
            url: absoluteUrl(productPath(product), locale),
            brand: 'toothsi',
            inStock: stockState(product.stock) !== 'out',
            image: `${siteOrigin()}${product.image}`,
          }),
          reviews.summary,
          reviews.reviews,
        )}
      />
      <ProductDetail product={product} locale={locale} whatsapp={site.whatsappNumber} />
      <SubjectReviews subject={subject} />
    </>
  );
}
