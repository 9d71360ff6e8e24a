import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { SKIN_CONSULTATION_PATH } from '@/lib/skin-pages';
import { skinPageMetadata } from '@/components/skin/metadata';
import { ConsultationPage } from '@/components/account/consultation-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return skinPageMetadata({ locale, path: SKIN_CONSULTATION_PATH, namespace: 'skinPages.consultation' });
}

/** The skin consultation: like the hair consultation, it ends in a recommendation that links to the service. */
export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ConsultationPage kind="toning" country={localeInfo(locale).country} />;
}
