import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import { BOOK_SCAN_HREF } from './links';
import styles from './cta-band.module.css';

/** The closing call to action of every aligner page: book the free scan. */
export async function CtaBand() {
  const t = await getTranslations('aligners.common');
  return (
    <section className="container" aria-labelledby="cta-title">
      <div className={styles.band}>
        <div>
          <h2 id="cta-title" className={styles.title}>
            {t('ctaTitle')}
          </h2>
          <p className={styles.body}>{t('ctaBody')}</p>
          <p className={styles.quality}>{t('quality')}</p>
        </div>
        <Link href={BOOK_SCAN_HREF} className={buttonClass({ variant: 'secondary' })}>
          {t('bookScan')}
        </Link>
      </div>
    </section>
  );
}
