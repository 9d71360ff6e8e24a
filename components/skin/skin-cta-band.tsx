import { getTranslations } from 'next-intl/server';
import { HAIR_CONSULTATION_PATH, SKIN_CONSULTATION_PATH } from '@/lib/skin-pages';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import styles from './skin-cta-band.module.css';

/** The closing call to action of every skin page: the two free consultations. */
export async function SkinCtaBand() {
  const t = await getTranslations('skinPages.common');
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
        <div className={styles.actions}>
          <Link href={SKIN_CONSULTATION_PATH} className={buttonClass({ variant: 'secondary' })}>
            {t('ctaSkin')}
          </Link>
          <Link href={HAIR_CONSULTATION_PATH} className={styles.secondLink}>
            {t('ctaHair')}
          </Link>
        </div>
      </div>
    </section>
  );
}
