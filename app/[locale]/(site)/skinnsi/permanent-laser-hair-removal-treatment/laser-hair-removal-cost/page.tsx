import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { LHR_COST_PATH } from '@/lib/skin-pages';
import { skinPageMetadata } from '@/components/skin/metadata';
import { LhrCostPage } from '@/components/skin/lhr-cost-page';

// Prices come from the catalogue: prerendered from the seed, then refreshed from the database (and the `skin` tag).
export const revalidate = 300;

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return skinPageMetadata({ locale, path: LHR_COST_PATH, namespace: 'skinPages.cost' });
}

export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LhrCostPage locale={locale} />;
}
