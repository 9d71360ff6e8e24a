import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { alignerPageMetadata } from '@/components/aligners/metadata';
import { ComingSoonPage } from '@/components/coming-soon/coming-soon-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return alignerPageMetadata({ locale, path: '/ae/comming-soon', namespace: 'comingSoon' });
}

export default async function ComingSoon({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoonPage locale={locale} />;
}
