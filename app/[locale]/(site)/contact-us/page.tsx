import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { alignerPageMetadata } from '@/components/aligners/metadata';
import { ContactPage } from '@/components/support/contact-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return alignerPageMetadata({ locale, path: '/contact-us', namespace: 'contact' });
}

export default async function ContactUs({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ContactPage locale={locale} />;
}
