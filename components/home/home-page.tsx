import { getTranslations } from 'next-intl/server';
import type { Country } from '@/i18n/locales';
import type { SiteConfig } from '@/server/content/schemas';
import { formatMoney } from '@/lib/money';
import { REFERRAL_CASHBACK_INR } from '@/lib/offer-prices';
import { getFromPrices } from '@/server/offer-prices';
import { BOOK_SCAN_PATH, STAGE_CTA_KEY } from '@/lib/journey';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { AlignerIcon, ShieldIcon, SkinIcon } from './illustrations';
import { HEROES, OFFERING_DRAWINGS, STEP_DRAWINGS } from '@/lib/illustrations';
import { Illustration } from '@/components/ui/illustration';
import { HOME_OFFERINGS, JOURNEY_STEPS } from './offerings';
import styles from './home.module.css';

/** The home page: both business lines, every offering of spec §1, the quality claim and the journey-stage CTA. */
export async function HomePage({ locale, country, site }: { locale: string; country: Country; site: SiteConfig }) {
  const t = await getTranslations('home');
  const tc = await getTranslations('common');
  const tj = await getTranslations('journeyCta');
  const ti = await getTranslations('illustrations');
  const prices = await getFromPrices(country);
  // A visitor is at the initial stage; signed-in customers see their own stage on /my-account. The stage's next step
  // is booking, on its own page (lib/journey.ts); the content's destination still names my account.
  const stageCta = { ...site[STAGE_CTA_KEY.initial], destination: BOOK_SCAN_PATH };

  return (
    <div>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container ${styles.heroGrid}`}>
          <div>
            <p className={styles.eyebrow}>{t('heroEyebrow')}</p>
            <h1 id="home-title" className={styles.heroTitle}>
              {t('heroTitle')}
            </h1>
            <p className={styles.lead}>{t('heroBody')}</p>
            <div className={styles.actions}>
              <Link href={stageCta.destination} className={buttonClass()}>
                {t('heroPrimary')}
              </Link>
              <Link href="/skinnsi" className={buttonClass({ variant: 'secondary' })} data-brand="skinnsi">
                {t('heroSecondary')}
              </Link>
            </div>
            <p className={styles.badge}>
              <ShieldIcon />
              {t('qualityBadge')}
            </p>
          </div>
          <div className={styles.art}>
            <Illustration drawing={HEROES.home} alt={ti(HEROES.home.alt)} preload />
          </div>
        </div>
      </section>

      {stageCta.isVisible ? (
        <section
          className="container section"
          aria-labelledby="journey-cta"
          style={{ paddingBlockStart: 'var(--space-6)' }}
        >
          <div className={styles.journey}>
            <h2 id="journey-cta">{tj('title')}</h2>
            <Link
              href={stageCta.destination}
              className={buttonClass({ variant: 'secondary' })}
              data-testid="journey-cta"
            >
              {stageCta.text}
            </Link>
          </div>
        </section>
      ) : null}

      <section className={`container ${styles.section}`} aria-labelledby="lines-title">
        <h2 id="lines-title" className={styles.sectionTitle}>
          {t('linesTitle')}
        </h2>
        <div className={styles.lines}>
          <div className={styles.lineCard} data-brand="toothsi">
            <AlignerIcon />
            <h3 className={styles.lineTitle}>{t('toothsiTitle')}</h3>
            <p>{t('toothsiBody')}</p>
            <Link href="/toothsi" className={buttonClass()}>
              {t('toothsiCta')}
            </Link>
          </div>
          <div className={styles.lineCard} data-brand="skinnsi">
            <SkinIcon />
            <h3 className={styles.lineTitle}>{t('skinnsiTitle')}</h3>
            <p>{t('skinnsiBody')}</p>
            <Link href="/skinnsi" className={buttonClass()}>
              {t('skinnsiCta')}
            </Link>
          </div>
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="offerings-title">
        <h2 id="offerings-title" className={styles.sectionTitle}>
          {t('offeringsTitle')}
        </h2>
        <p className={styles.subtitle}>{t('offeringsSubtitle')}</p>
        <ul className={styles.grid}>
          {HOME_OFFERINGS.map((offer) => {
            const price = offer.price ? prices[offer.price] : undefined;
            return (
              <li key={offer.key} data-brand={offer.brand}>
                <Link href={offer.href} className={styles.offer}>
                  <Illustration drawing={OFFERING_DRAWINGS[offer.key]} alt="" className={styles.offerArt} />
                  <span className={styles.offerTitle}>{t(`offer.${offer.key}.title`)}</span>
                  <span className={styles.offerBody}>{t(`offer.${offer.key}.body`)}</span>
                  {offer.price && price ? (
                    <span className={styles.price} data-testid="offer-price" data-offering={offer.price}>
                      {tc('from', { price: formatMoney(price, locale) })}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="journey-title">
        <h2 id="journey-title" className={styles.sectionTitle}>
          {t('journeyTitle')}
        </h2>
        <ol className={styles.steps}>
          {JOURNEY_STEPS.map((step) => (
            <li key={step} className={styles.step}>
              <Illustration drawing={STEP_DRAWINGS[step]} alt="" className={styles.stepArt} />
              <h3 className={styles.stepTitle}>{t(`journey.${step}.title`)}</h3>
              <p>{t(`journey.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="shared-title">
        <h2 id="shared-title" className={styles.sectionTitle}>
          {t('sharedTitle')}
        </h2>
        <div className={styles.grid}>
          <Card>
            <CardTitle>{t('consultTitle')}</CardTitle>
            <p>{t('consultBody')}</p>
            <Link href="/get-started">{t('consultCta')}</Link>
          </Card>
          <Card>
            <CardTitle>{t('referTitle')}</CardTitle>
            <p>
              {country === 'IN'
                ? t('referBody', { amount: formatMoney(REFERRAL_CASHBACK_INR, locale) })
                : t('referBodyGulf')}
            </p>
            <Link href="/refer-and-earn-get-discount">{t('referCta')}</Link>
          </Card>
          <Card>
            <CardTitle>{t('coinsTitle')}</CardTitle>
            <p>{t('coinsBody')}</p>
            <Link href="/my-account">{t('coinsCta')}</Link>
          </Card>
          <Card>
            <CardTitle>{t('partnersTitle')}</CardTitle>
            <p>{t('partnersBody')}</p>
            <Link href={country === 'AE' ? '/ae/doctor-partners' : '/doctor-partners'}>{t('partnersCta')}</Link>
          </Card>
          <Card>
            <CardTitle>{t('centresTitle')}</CardTitle>
            <p>{t('centresBody')}</p>
            <Link href="/experience-centre?city=all">{t('centresCta')}</Link>
          </Card>
          <Card tone="soft" className={styles.appsCard} data-testid="home-apps">
            <CardTitle>{t('appsTitle')}</CardTitle>
            <p>{t('appsBody')}</p>
            <p>
              <a href={site.mobileAppDetails.androidUrl} rel="noopener noreferrer">
                Google Play
              </a>
              {' · '}
              <a href={site.mobileAppDetails.iosUrl} rel="noopener noreferrer">
                App Store
              </a>
            </p>
          </Card>
        </div>
      </section>
    </div>
  );
}
