import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { LHR_COST_PATH, PERMANENT_LHR_PATH } from '@/lib/skin-pages';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/link';
import { CategoryArt } from '@/components/skin/illustrations';
import { skinPageMetadata } from '@/components/skin/metadata';
import { SkinInfoPage } from '@/components/skin/skin-info-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return skinPageMetadata({ locale, path: PERMANENT_LHR_PATH, namespace: 'skinPages.permanent' });
}

export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('skinPages.permanent');
  return (
    <SkinInfoPage
      locale={locale}
      namespace="skinPages.permanent"
      sections={['meaning', 'how', 'suits', 'course', 'safety']}
      trail={[{ name: t('eyebrow'), path: PERMANENT_LHR_PATH }]}
      related={['lhr', 'cost', 'reviews', 'hair']}
      art={<CategoryArt name="lhr" />}
      actions={
        <Link href={LHR_COST_PATH} className={buttonClass()}>
          {t('primary')}
        </Link>
      }
    />
  );
}
