import type { Locale } from '@/i18n/locales';
import { absoluteUrl } from '@/i18n/metadata';
import { breadcrumbList } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/components/link';
import styles from './breadcrumb-trail.module.css';

export interface Crumb {
  name: string;
  path: string;
}

/** A trail of pages, the last one current, as a nav and as BreadcrumbList structured data (both lines' pages). */
export function BreadcrumbTrail({ locale, label, trail }: { locale: Locale; label: string; trail: readonly Crumb[] }) {
  return (
    <>
      <nav aria-label={label} className={styles.nav}>
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
