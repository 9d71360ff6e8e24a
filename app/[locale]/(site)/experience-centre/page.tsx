import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { alignerPageMetadata } from '@/components/aligners/metadata';
import { CentresPage } from '@/components/centres/centres-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return alignerPageMetadata({ locale, path: '/experience-centre', namespace: 'centres' });
}

export default async function ExperienceCentre({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CentresPage locale={locale} />;
}
