import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { localizedAlternates } from '@/i18n/metadata';
import { ConsultationPage } from '@/components/account/consultation-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'assessment' });
  return {
    title: t('switchTo.lhr'),
    description: t('intro'),
    alternates: localizedAlternates('/skinnsi/hair-get-started1', locale),
  };
}

export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ConsultationPage kind="lhr" country={localeInfo(locale).country} />;
}
