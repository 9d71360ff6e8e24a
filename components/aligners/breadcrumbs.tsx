import { getTranslations } from 'next-intl/server';
import type { Locale } from '../../i18n/locales';
import { absoluteUrl } from '../../i18n/metadata';
import { breadcrumbList } from '../../lib/structured-data';
import { JsonLd } from '../seo/json-ld';
import { Link } from '../link';
import styles from './breadcrumbs.module.css';

/** Home › toothsi aligners › this page, as a nav and as BreadcrumbList structured data. */
export async function Breadcrumbs({ locale, path, label }: { locale: Locale; path: string; label: string }) {
  const t = await getTranslations('aligners.common');
  const trail = [
    { name: t('home'), path: '/' },
    { name: t('toothsi'), path: '/toothsi' },
    { name: label, path },
  ];
  return (
    <>
      <nav aria-label={t('breadcrumb')} className={styles.nav}>
        <ol className={`container ${styles.list}`}>
          {trail.map((crumb, i) => (
            <li key={crumb.path} className={styles.item}>
              {i < trail.length - 1 ? (
                <Link href={crumb.path}>{crumb.name}</Link>
              ) : (
                <span aria-current="page">{crumb.name}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(trail.map((c) => ({ name: c.name, url: absoluteUrl(c.path, locale) })))} />
    </>
  );
}
