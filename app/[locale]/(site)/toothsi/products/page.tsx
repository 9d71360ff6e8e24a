import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { localizedAlternates } from '@/i18n/metadata';
import { listProducts } from '@/server/catalog';
import { ShopHome } from '@/components/shop/shop-home';
import { ShopMessages } from '@/components/shop/shop-messages';

// Rendered at build from the seed catalogue, then refreshed from the database (and by the `catalog` tag).
export const revalidate = 300;

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'shop' });
  return {
    title: t('shopTitle'),
    description: t('metaDescription'),
    alternates: localizedAlternates('/toothsi/products', locale),
  };
}

export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const info = localeInfo(locale);
  return (
    <ShopMessages>
      <ShopHome products={await listProducts(info.country, info.contentLocale)} />
    </ShopMessages>
  );
}
