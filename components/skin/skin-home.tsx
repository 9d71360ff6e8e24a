import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { absoluteUrl, siteOrigin } from '@/i18n/metadata';
import { cityLabel } from '@/lib/cities';
import { formatMoney } from '@/lib/money';
import { MAX_TRIAL_BODY_PARTS, SKIN_CATEGORIES, type SkinCategory } from '@/lib/skin';
import {
  LHR_PACKAGES_HREF,
  SKIN_CONSULTATION_PATH,
  SKIN_REVIEWS_PATH,
  SKIN_SHOP_PATH,
  skinCategoryPath,
  TRIAL_SECTION_ID,
  wholeUnits,
} from '@/lib/skin-pages';
import type { SiteConfig } from '@/server/content/schemas';
import { listSkinCategories } from '@/server/skin/catalogue';
import { homeVisitCities, listSkinCentres, ratingSummary } from '@/server/skin/showcase';
import { Faq } from '@/components/aligners/faq';
import { PageHero } from '@/components/aligners/page-hero';
import { Section } from '@/components/aligners/section';
import { Link } from '@/components/link';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonClass } from '@/components/ui/button';
import { StepIcon, TreatmentIcon, type TreatmentIconName } from './illustrations';
import { HEROES, SKIN_TEAM } from '@/lib/illustrations';
import { Illustration } from '@/components/ui/illustration';
import { PortraitRow } from '@/components/ui/portrait-row';
import { countryName, listOf, skinServiceName } from './names';
import { RatingSummaryView } from './rating-summary';
import { SkinCtaBand } from './skin-cta-band';
import { faqItems } from './skin-sections';
import { centreAddress, centreName } from '@/lib/centre-names';
import styles from './skin-home.module.css';

const STEPS = ['consult', 'session', 'follow'] as const;

/**
 * /skinnsi, the skin line's home: what we treat with the market's "from" prices (or that a treatment is not
 * offered there), how a treatment works, the free laser trial, the rating summary, where we treat, FAQ.
 */
export async function SkinHome({ locale, site }: { locale: Locale; site: SiteConfig }) {
  const { country, language } = localeInfo(locale);
  const [t, tc, ts, ti, categories, summary, centres, cities] = await Promise.all([
    getTranslations('skinPages.home'),
    getTranslations('skinPages.common'),
    getTranslations('skin'),
    getTranslations('illustrations'),
    listSkinCategories(country),
    ratingSummary(),
    listSkinCentres(country),
    homeVisitCities(country),
  ]);
  const market = countryName(country, locale);
  const byCode = new Map(categories.map((c) => [c.code, c]));
  const lineOffered = categories.some((c) => c.offered);
  const laser = byCode.get('lhr');
  const trialParts = laser?.offered ? laser.services.filter((s) => s.trialEligible && s.offered) : [];
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'skinnsi',
    url: absoluteUrl('/skinnsi', locale),
    logo: `${siteOrigin()}/icon.svg`,
    email: site.email,
    contactPoint: { '@type': 'ContactPoint', telephone: site.contactNumber, contactType: 'customer service' },
  } as const;

  const cards: Array<{
    key: SkinCategory | 'products';
    name: string;
    href: string;
    price: string | null;
    offered: boolean;
  }> = [
    ...SKIN_CATEGORIES.map((code) => {
      const category = byCode.get(code);
      // The lowest per-session price of the category's services in the market.
      const from = (category?.services ?? [])
        .flatMap((s) => (s.fromPrice ? [s.fromPrice] : []))
        .sort((a, b) => a.amountMinor - b.amountMinor)[0];
      return {
        key: code,
        name: ts(`categories.${code}`),
        href: skinCategoryPath(code),
        price: from ? formatMoney(wholeUnits(from), locale) : null,
        offered: Boolean(category?.offered),
      };
    }),
    { key: 'products', name: t('productsName'), href: SKIN_SHOP_PATH, price: null, offered: true },
  ];

  return (
    <>
      <div>
        <JsonLd data={organization} />
        <PageHero
          eyebrow={t('eyebrow')}
          title={t('title')}
          lead={t('lead')}
          art={<Illustration drawing={HEROES.skinnsi} alt={ti(HEROES.skinnsi.alt)} preload />}
          actions={
            <>
              <Link href={LHR_PACKAGES_HREF} className={buttonClass()}>
                {t('primary')}
              </Link>
              <Link href={SKIN_CONSULTATION_PATH} className={buttonClass({ variant: 'secondary' })}>
                {t('secondary')}
              </Link>
            </>
          }
        >
          {lineOffered ? (
            <p className={styles.quality}>{tc('quality')}</p>
          ) : (
            <p className={styles.notice}>{tc('lineNotOffered', { country: market })}</p>
          )}
        </PageHero>

        <Section id="treat-title" title={t('treatTitle')} lead={t('treatLead')}>
          <ul className={styles.treatments}>
            {cards.map((card) => (
              <li key={card.key}>
                <Link href={card.href} className={styles.treatment} data-testid={`treatment-${card.key}`}>
                  <TreatmentIcon name={card.key as TreatmentIconName} size={48} />
                  <h3 className={styles.treatmentName}>{card.name}</h3>
                  <p className={styles.treatmentBody}>{t(`treatments.${card.key}`)}</p>
                  {card.key === 'products' ? (
                    <span className={styles.price}>{t('productsCta')}</span>
                  ) : card.offered && card.price ? (
                    <span className={styles.price}>{tc('fromPerSession', { price: card.price })}</span>
                  ) : (
                    <span className={styles.notOffered}>{tc('notOffered', { country: market })}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="how-title" title={t('howTitle')} lead={t('howLead')} tone="alt">
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step} className={styles.step}>
                <StepIcon name={step} />
                <h3 className={styles.stepTitle}>{t(`steps.${step}.title`)}</h3>
                <p className={styles.stepBody}>{t(`steps.${step}.body`)}</p>
              </li>
            ))}
          </ol>
          <PortraitRow portraits={SKIN_TEAM} title={ti('skinTeam')} />
        </Section>

        <section className="container" aria-labelledby="trial-title">
          <div className={styles.trial}>
            <p className={styles.free}>{t('trialBadge')}</p>
            <h2 id="trial-title" className={styles.trialTitle}>
              {t('trialTitle')}
            </h2>
            {trialParts.length > 0 ? (
              <>
                <p>
                  {t('trialBody', {
                    parts: listOf(
                      trialParts.map((p) => skinServiceName(ts, p.slug)),
                      locale,
                    ),
                    max: MAX_TRIAL_BODY_PARTS,
                  })}
                </p>
                <Link href={`${skinCategoryPath('lhr')}#${TRIAL_SECTION_ID}`} className={buttonClass()}>
                  {t('trialCta')}
                </Link>
              </>
            ) : (
              <p>{t('trialNotOffered', { country: market })}</p>
            )}
          </div>
        </section>

        {summary.count > 0 ? (
          <Section id="reviews-title" title={t('reviewsTitle')}>
            <RatingSummaryView summary={summary} />
            <p className={styles.more}>
              <Link href={SKIN_REVIEWS_PATH}>{t('reviewsCta')}</Link>
            </p>
          </Section>
        ) : null}

        <Section
          id="centres-title"
          title={t('centresTitle')}
          lead={cities.length > 0 ? t('centresLead', { count: cities.length }) : t('noCities', { country: market })}
          tone="alt"
        >
          {cities.length > 0 ? (
            <div className={styles.places}>
              <div>
                <h3 className={styles.placesTitle}>{t('homeCitiesTitle')}</h3>
                <ul className={styles.cities}>
                  {cities.map((city) => (
                    <li key={city}>{cityLabel(city, language)}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className={styles.placesTitle}>{t('centresListTitle')}</h3>
                {centres.length > 0 ? (
                  <ul className={styles.centres}>
                    {centres.map((centre) => (
                      <li key={centre.id}>
                        <strong>
                          <bdi>{centreName(centre.name, language, 'skinnsi')}</bdi>
                        </strong>
                        <span>
                          <bdi>{centreAddress(centre.address, language)}</bdi>
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>{t('noCentres', { country: market })}</p>
                )}
              </div>
            </div>
          ) : null}
        </Section>

        <Faq title={tc('faqTitle')} items={faqItems(t)} />
        <SkinCtaBand />
      </div>
    </>
  );
}
