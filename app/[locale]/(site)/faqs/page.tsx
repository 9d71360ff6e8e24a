import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { alignerPageMetadata } from '@/components/aligners/metadata';
import { FaqPage } from '@/components/support/faq-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return alignerPageMetadata({ locale, path: '/faqs', namespace: 'faqs' });
}

export default async function Faqs({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <FaqPage />;
}
