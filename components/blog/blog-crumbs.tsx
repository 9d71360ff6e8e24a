import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { absoluteUrl } from '@/i18n/metadata';
import { breadcrumbList } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/components/link';
import styles from './blog.module.css';

/** Home › Blog › … as a nav and as BreadcrumbList data; the last crumb is the current page. */
export async function BlogCrumbs({
  locale,
  trail,
}: {
  locale: Locale;
  trail: ReadonlyArray<{ name: string; path: string }>;
}) {
  const t = await getTranslations('blog');
  const crumbs = [{ name: t('home'), path: '/' }, { name: t('blog'), path: '/blog' }, ...trail];
  return (
    <>
      <nav aria-label={t('breadcrumb')} className="container">
        <ol className={styles.crumbs}>
          {crumbs.map((crumb, i) => (
            <li key={crumb.path}>
              {i < crumbs.length - 1 ? (
                <Link href={crumb.path}>{crumb.name}</Link>
              ) : (
                <span aria-current="page">{crumb.name}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(crumbs.map((c) => ({ name: c.name, url: absoluteUrl(c.path, locale) })))} />
    </>
  );
}
