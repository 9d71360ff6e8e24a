import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { alignerPageMetadata } from '@/components/aligners/metadata';
import { PricingPage } from '@/components/aligners/pricing-page';
import { StickyBookNow } from '@/components/shell/sticky-cta';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return alignerPageMetadata({ locale, path: '/toothsi/pricing', namespace: 'aligners.pricing' });
}

export default async function Pricing({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <>
      <PricingPage locale={locale} country={localeInfo(locale).country} />
      <StickyBookNow locale={locale} />
    </>
  );
}
