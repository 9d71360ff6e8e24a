import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { SKIN_REFUND_PATH } from '@/lib/skin-pages';
import { skinPageMetadata } from '@/components/skin/metadata';
import { SkinInfoPage } from '@/components/skin/skin-info-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return skinPageMetadata({ locale, path: SKIN_REFUND_PATH, namespace: 'skinPages.refund' });
}

export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('skinPages.refund');
  return (
    <SkinInfoPage
      locale={locale}
      namespace="skinPages.refund"
      sections={['before', 'unsuitable', 'partway', 'missed', 'trial', 'products', 'how', 'timing']}
      trail={[{ name: t('eyebrow'), path: SKIN_REFUND_PATH }]}
      related={['home', 'lhr', 'products', 'reviews']}
    />
  );
}
