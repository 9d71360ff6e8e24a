import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { SKIN_HOME_PATH } from '@/lib/skin-pages';
import { getSiteConfig } from '@/server/content';
import { skinPageMetadata } from '@/components/skin/metadata';
import { SkinHome } from '@/components/skin/skin-home';

// Prices, centres and ratings come from the data: prerendered from the seed, then refreshed (and by the `skin` tag).
export const revalidate = 300;

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return skinPageMetadata({ locale, path: SKIN_HOME_PATH, namespace: 'skinPages.home' });
}

export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <SkinHome locale={locale} site={await getSiteConfig(localeInfo(locale).contentLocale)} />;
}
