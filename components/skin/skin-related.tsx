import { getTranslations } from 'next-intl/server';
import { SKIN_RELATED, type SkinRelated } from '../../lib/skin-pages';
import { Link } from '../link';
// The aligner pages' related links look the same: one stylesheet for both lines.
import styles from '../aligners/related-links.module.css';

/** A short row of links to neighbouring skin pages. */
export async function SkinRelatedLinks({ pages }: { pages: readonly SkinRelated[] }) {
  const t = await getTranslations('skinPages.common');
  return (
    <nav aria-labelledby="related-title" className="container">
      <h2 id="related-title" className={styles.title}>
        {t('relatedTitle')}
      </h2>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page}>
            <Link href={SKIN_RELATED[page]} className={styles.link}>
              {t(`related.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
