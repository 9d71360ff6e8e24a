import { getTranslations } from 'next-intl/server';
import { Link } from '../link';
import { RELATED_PAGES, type RelatedPage } from './links';
import styles from './related-links.module.css';

/** A short row of links to neighbouring aligner pages. */
export async function RelatedLinks({ pages }: { pages: readonly RelatedPage[] }) {
  const t = await getTranslations('aligners.common');
  return (
    <nav aria-labelledby="related-title" className="container">
      <h2 id="related-title" className={styles.title}>
        {t('relatedTitle')}
      </h2>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page}>
            <Link href={RELATED_PAGES[page]} className={styles.link}>
              {t(`related.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
