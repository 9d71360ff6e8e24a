import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { alignerPageMetadata } from '@/components/aligners/metadata';
import { InfoPage } from '@/components/aligners/info-page';
import { INFO_PAGES } from '@/components/aligners/info-pages';

const PAGE = INFO_PAGES.homeKit;
type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return alignerPageMetadata({ locale, path: PAGE.path, namespace: `aligners.${PAGE.namespace}` });
}

export default async function HomeImpressionKit({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <InfoPage locale={locale} {...PAGE} />;
}
