import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { alignerPageMetadata } from '@/components/aligners/metadata';
import { InfoPage } from '@/components/aligners/info-page';
import { INFO_PAGES } from '@/components/aligners/info-pages';
import { TeenPrice } from '@/components/aligners/teen-price';

const PAGE = INFO_PAGES.teens;
type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return alignerPageMetadata({ locale, path: PAGE.path, namespace: `aligners.${PAGE.namespace}` });
}

export default async function AlignersForTeens({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <InfoPage locale={locale} {...PAGE}>
      <TeenPrice country={localeInfo(locale).country} locale={locale} />
    </InfoPage>
  );
}
