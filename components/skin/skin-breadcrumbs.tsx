import { getTranslations } from 'next-intl/server';
import type { Locale } from '../../i18n/locales';
import { absoluteUrl } from '../../i18n/metadata';
import { SKIN_HOME_PATH } from '../../lib/skin-pages';
import { breadcrumbList } from '../../lib/structured-data';
import { JsonLd } from '../seo/json-ld';
import { Link } from '../link';
// The aligner pages' breadcrumbs look the same: one stylesheet for both lines.
import styles from '../aligners/breadcrumbs.module.css';

export interface Crumb {
  name: string;
  path: string;
}

/** Home › skinnsi › (parents) › this page, as a nav and as BreadcrumbList structured data. */
export async function SkinBreadcrumbs({ locale, trail }: { locale: Locale; trail: readonly Crumb[] }) {
  const t = await getTranslations('skinPages.common');
  const all = [{ name: t('home'), path: '/' }, { name: t('skinnsi'), path: SKIN_HOME_PATH }, ...trail];
  return (
    <>
      <nav aria-label={t('breadcrumb')} className={styles.nav}>
        <ol className={`container ${styles.list}`}>
          {all.map((crumb, i) => (
            <li key={crumb.path} className={styles.item}>
              {i < all.length - 1 ? <Link href={crumb.path}>{crumb.name}</Link> : <span aria-current="page">{crumb.name}</span>}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(all.map((c) => ({ name: c.name, url: absoluteUrl(c.path, locale) })))} />
    </>
  );
}
