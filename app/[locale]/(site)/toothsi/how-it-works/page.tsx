import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { alignerPageMetadata } from '@/components/aligners/metadata';
import { HowItWorksPage } from '@/components/aligners/how-it-works-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return alignerPageMetadata({ locale, path: '/toothsi/how-it-works', namespace: 'aligners.howItWorks' });
}

export default async function HowItWorks({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <HowItWorksPage locale={locale} />;
}
