import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { localizedAlternates } from '@/i18n/metadata';
import { getMarketSiteConfig } from '@/server/content/market';
import { HomePage } from '@/components/home/home-page';
import { SkinStickyBanner, StickyBookNow } from '@/components/shell/sticky-cta';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    title: { absolute: t('homeTitle') },
    description: t('homeDescription'),
    alternates: localizedAlternates('/', locale),
    openGraph: {
      title: t('homeTitle'),
      description: t('homeDescription'),
      locale: locale.replace('-', '_'),
      type: 'website',
      siteName: t('siteName'),
    },
  };
}

export default async function Home({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const info = localeInfo(locale);
  const site = await getMarketSiteConfig(locale);
  return (
    <>
      <SkinStickyBanner locale={locale} />
      <HomePage locale={locale} country={info.country} site={site} />
      <StickyBookNow locale={locale} />
    </>
  );
}
