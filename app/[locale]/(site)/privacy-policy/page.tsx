import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { alignerPageMetadata } from '@/components/aligners/metadata';
import { LEGAL_PAGES, LegalPage } from '@/components/legal/legal-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return alignerPageMetadata({ locale, path: LEGAL_PAGES.privacy.path, namespace: 'legal.privacy' });
}

export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LegalPage locale={locale} page="privacy" />;
}
