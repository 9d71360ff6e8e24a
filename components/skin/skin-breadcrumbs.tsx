import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { SKIN_HOME_PATH } from '@/lib/skin-pages';
import { BreadcrumbTrail, type Crumb } from '@/components/content/breadcrumb-trail';

export type { Crumb };

/** Home › skinnsi › (parents) › this page. */
export async function SkinBreadcrumbs({ locale, trail }: { locale: Locale; trail: readonly Crumb[] }) {
  const t = await getTranslations('skinPages.common');
  return (
    <BreadcrumbTrail
      locale={locale}
      label={t('breadcrumb')}
      trail={[{ name: t('home'), path: '/' }, { name: t('skinnsi'), path: SKIN_HOME_PATH }, ...trail]}
    />
  );
}
