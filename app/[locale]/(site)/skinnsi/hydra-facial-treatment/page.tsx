import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { skinCategoryPath } from '@/lib/skin-pages';
import { skinPageMetadata } from '@/components/skin/metadata';
import { CategoryPage } from '@/components/skin/category-page';

// Prices come from the catalogue: prerendered from the seed, then refreshed from the database (and the `skin` tag).
export const revalidate = 300;

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return skinPageMetadata({
    locale,
    path: skinCategoryPath('hydrafacial'),
    namespace: 'skinPages.categories.hydrafacial',
  });
}

export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CategoryPage locale={locale} category="hydrafacial" />;
}
