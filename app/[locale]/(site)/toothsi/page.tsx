import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { getSidePopup } from '@/server/content';
import { getMarketSiteConfig } from '@/server/content/market';
import { IntlProvider } from '@/components/intl-provider';
import { SidePopup } from '@/components/aligners/side-popup';
import { alignerPageMetadata } from '@/components/aligners/metadata';
import { AlignerHome } from '@/components/aligners/aligner-home';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return alignerPageMetadata({ locale, path: '/toothsi', namespace: 'aligners.home' });
}

export default async function AlignersHome({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const info = localeInfo(locale);
  const [site, popup] = await Promise.all([getMarketSiteConfig(locale), getSidePopup(info.contentLocale)]);
  return (
    <>
      <AlignerHome locale={locale} country={info.country} site={site} />
      <IntlProvider namespaces={['popup']}>
        <SidePopup content={popup} />
      </IntlProvider>
    </>
  );
}
