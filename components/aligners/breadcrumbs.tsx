import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { BreadcrumbTrail } from '@/components/content/breadcrumb-trail';

/** Home › toothsi aligners › this page. */
export async function Breadcrumbs({ locale, path, label }: { locale: Locale; path: string; label: string }) {
  const t = await getTranslations('aligners.common');
  const trail = [
    { name: t('home'), path: '/' },
    { name: t('toothsi'), path: '/toothsi' },
    { name: label, path },
  ];
  return <BreadcrumbTrail locale={locale} label={t('breadcrumb')} trail={trail} />;
}
