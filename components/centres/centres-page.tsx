import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { listCentres, listHomeScanCities } from '@/server/centres';
import { PageHero } from '@/components/aligners/page-hero';
import { HEROES } from '@/lib/illustrations';
import { Illustration } from '@/components/ui/illustration';
import { IntlProvider } from '@/components/intl-provider';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import { CentreFinder } from './centre-finder';
import styles from './centres.module.css';

/**
 * /experience-centre: the market's centres from our data, nearest first in the browser, with what a centre visit
 * gives (a free scan). Markets without a centre (SA, QA, BH) get a friendly way to what is open in the Gulf.
 */
export async function CentresPage({ locale }: { locale: Locale }) {
  const { country } = localeInfo(locale);
  const [t, ti, centres, scanCities] = await Promise.all([
    getTranslations('centres'),
    getTranslations('illustrations'),
    listCentres(country),
    listHomeScanCities(country),
  ]);

  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
        art={<Illustration drawing={HEROES.experienceCentre} alt={ti(HEROES.experienceCentre.alt)} preload />}
      />
      <div className={`container ${styles.layout}`}>
        {centres.length === 0 ? (
          <section className={styles.empty} aria-labelledby="no-centres-title">
            <h2 id="no-centres-title">{t('emptyTitle')}</h2>
            <p>{t('emptyBody')}</p>
            <Link href="/ae/comming-soon" className={buttonClass()}>
              {t('emptyCta')}
            </Link>
          </section>
        ) : (
          <>
            <section className={styles.offer} aria-labelledby="offer-title" data-testid="centre-offer">
              <div>
                <h2 id="offer-title">{t('offerTitle')}</h2>
                <p>{t('offerBody')}</p>
              </div>
            </section>
            <section aria-labelledby="centres-title">
              <h2 id="centres-title">{t('listTitle')}</h2>
              <IntlProvider namespaces={['centres', 'errors']}>
                <CentreFinder centres={centres} homeScanCities={scanCities} />
              </IntlProvider>
            </section>
          </>
        )}
      </div>
    </>
  );
}
