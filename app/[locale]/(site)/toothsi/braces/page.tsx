import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { alignerPageMetadata } from '@/components/aligners/metadata';
import { BracesPage } from '@/components/aligners/braces-page';
import { StickyBookNow } from '@/components/shell/sticky-cta';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return alignerPageMetadata({ locale, path: '/toothsi/braces', namespace: 'aligners.braces' });
}

export default async function Braces({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <>
      <BracesPage locale={locale} country={localeInfo(locale).country} />
      <StickyBookNow locale={locale} />
    </>
  );
}
