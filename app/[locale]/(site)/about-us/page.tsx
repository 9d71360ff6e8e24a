import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { alignerPageMetadata } from '@/components/aligners/metadata';
import { AboutPage } from '@/components/about/about-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return alignerPageMetadata({ locale, path: '/about-us', namespace: 'about' });
}

export default async function AboutUs({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <AboutPage locale={locale} />;
}
