import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { absoluteUrl } from '@/i18n/metadata';
import type { SkinServiceView } from '@/lib/api/skin-contracts';
import { MAX_TRIAL_BODY_PARTS, type SkinCategory } from '@/lib/skin';
import {
  ACNE_CONDITIONS,
  acneConditionPath,
  AREA_ORDER,
  CATEGORY_RELATED,
  PACKAGES_SECTION_ID,
  SKIN_REVIEWS_PATH,
  skinCategoryPath,
  TRIAL_SECTION_ID,
} from '@/lib/skin-pages';
import { serviceWithOffers } from '@/lib/structured-data';
import { listBodyParts } from '@/server/skin/catalogue';
import { citiesOffering, reviewsByCategory } from '@/server/skin/showcase';
import { Faq } from '@/components/aligners/faq';
import { PageHero } from '@/components/aligners/page-hero';
import { Section } from '@/components/aligners/section';
import { Link } from '@/components/link';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonClass } from '@/components/ui/button';
import { AREA_ZONES, CATEGORY_HEROES, EXPLAINERS } from '@/lib/illustrations';
import { Illustration } from '@/components/ui/illustration';
import { CategoryArt } from './illustrations';
import { countryName, listOf, skinServiceName } from './names';
import { RatingSummaryView } from './rating-summary';
import { ReviewList } from './review-list';
import { ScrollToSection } from './scroll-to-section';
import { ServiceCards } from './service-cards';
import { SkinBreadcrumbs } from './skin-breadcrumbs';
import { SkinCtaBand } from './skin-cta-band';
import { SkinMessages } from './skin-messages';
import { SkinRelatedLinks } from './skin-related';
import { faqItems, SkinSections } from './skin-sections';
import { TrialClaim } from './trial-claim';
import { CityAvailability } from './city-availability';
import styles from './skin-page.module.css';

/**
 * The one template of the six category pages (laser hair reduction, dermafacial, acne, hydra facial, anti-ageing,
 * advanced): hero, the services with their "from" price in the market (the packages section `?scrollTo=` lands
 * on), the free trial on the laser page, what the treatment is, reviews, FAQ and the way on.
 */
export async function CategoryPage({ locale, category }: { locale: Locale; category: SkinCategory }) {
  const { country } = localeInfo(locale);
  const namespace = `skinPages.categories.${category}`;
  const [t, tp, tc, ts, tcond, ti, services, reviews] = await Promise.all([
    getTranslations(namespace),
    getTranslations('skinPages.categoryPage'),
    getTranslations('skinPages.common'),
    getTranslations('skin'),
    getTranslations('skinPages.conditions'),
    getTranslations('illustrations'),
    listBodyParts(category, country),
    reviewsByCategory(),
  ]);
  const path = skinCategoryPath(category);
  const name = ts(`categories.${category}`);
  const market = countryName(country, locale);
  const offered = services.some((s) => s.offered);
  const own = reviews.find((r) => r.category === category);
  const places = services[0]?.locationTypes ?? [];
  const placeKey = places.length > 1 ? 'both' : (places[0] ?? 'home');
  const offers = services.flatMap((s) =>
    s.packages.flatMap((p) =>
      p.pricing.offered
        ? [
            {
              name: `${skinServiceName(ts, s.slug)}, ${ts('sessions', { count: p.sessions })}`,
              price: p.pricing.price,
              url: absoluteUrl(s.path, locale),
            },
          ]
        : [],
    ),
  );
  const hero = CATEGORY_HEROES[category];
  const grouped =
    category === 'lhr'
      ? AREA_ORDER.map((area) => ({ area, list: services.filter((s) => s.area === area) })).filter(
          (g) => g.list.length > 0,
        )
      : null;

  return (
    <>
      <div>
        <SkinBreadcrumbs locale={locale} trail={[{ name, path }]} />
        <PageHero
          eyebrow={t('eyebrow')}
          title={t('title')}
          lead={t('lead')}
          art={hero ? <Illustration drawing={hero} alt={ti(hero.alt)} preload /> : <CategoryArt name={category} />}
          actions={
            <a href={`#${PACKAGES_SECTION_ID}`} className={buttonClass()}>
              {t('primary')}
            </a>
          }
        >
          {offered ? (
            <p className={styles.badge}>{tc(`places.${placeKey}`)}</p>
          ) : (
            <p className={styles.notice}>{tc('notOffered', { country: market })}</p>
          )}
        </PageHero>
        <section
          id={PACKAGES_SECTION_ID}
          tabIndex={-1}
          className={`${styles.section} ${styles.target}`}
          aria-labelledby="packages-title"
          data-testid="select-packages"
        >
          <div className="container">
            <h2 id="packages-title" className={styles.title}>
              {category === 'lhr' ? tp('areasTitle') : tp('servicesTitle')}
            </h2>
            <p className={styles.lead}>{tp('servicesLead')}</p>
            {grouped ? (
              grouped.map((group) => (
                <div key={group.area} className={styles.group}>
                  <h3 className={styles.groupTitle}>
                    <Illustration drawing={AREA_ZONES[group.area]} alt="" className={styles.zone} />
                    {tc(`areas.${group.area}`)}
                  </h3>
                  <ServiceCards services={group.list} locale={locale} country={country} level="h4" />
                </div>
              ))
            ) : (
              <ServiceCards services={services} locale={locale} country={country} />
            )}
          </div>
        </section>
      </div>
      {offered ? (
        <SkinMessages>
          <CityAvailability category={category} name={name} />
        </SkinMessages>
      ) : null}
      {category === 'lhr' ? <TrialSection locale={locale} services={services} /> : null}
      <div>
        <SkinSections
          namespace={namespace}
          sections={['what', 'who', 'session']}
          firstTone={category === 'lhr' ? 'plain' : 'alt'}
          art={
            category === 'lhr'
              ? {
                  what: <Illustration drawing={EXPLAINERS.laserFollicle} alt={ti(EXPLAINERS.laserFollicle.alt)} />,
                  session: <Illustration drawing={EXPLAINERS.laserSession} alt={ti(EXPLAINERS.laserSession.alt)} />,
                }
              : undefined
          }
        />
        {category === 'acne' ? (
          <Section id="conditions-title" title={tp('conditionsTitle')}>
            <ul className={styles.links}>
              {ACNE_CONDITIONS.map((c) => (
                <li key={c.slug}>
                  <Link href={acneConditionPath(c)} className={styles.linkCard}>
                    {tcond(`${c.key}.name`)}
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {own && own.summary.count > 0 ? (
          <Section id="reviews-title" title={tp('reviewsTitle', { category: name })} tone="alt">
            <div className={styles.reviews}>
              <RatingSummaryView summary={own.summary} compact />
              <ReviewList reviews={own.latest} limit={3} />
            </div>
            <p className={styles.more}>
              <Link href={`${SKIN_REVIEWS_PATH}#reviews-${category}`}>{tc('related.reviews')}</Link>
            </p>
          </Section>
        ) : null}
        <Faq title={tc('faqTitle')} items={faqItems(t)} />
        <SkinRelatedLinks pages={CATEGORY_RELATED[category]} />
        <SkinCtaBand />
      </div>
      <JsonLd
        data={serviceWithOffers({
          name,
          description: t('metaDescription'),
          url: absoluteUrl(path, locale),
          provider: 'skinnsi',
          country: market,
          offers,
          aggregate: true,
        })}
      />
      <ScrollToSection ids={[PACKAGES_SECTION_ID]} />
    </>
  );
}

/** The free laser trial: which areas it covers in the market and, where offered, the claim form. */
async function TrialSection({ locale, services }: { locale: Locale; services: readonly SkinServiceView[] }) {
  const { country } = localeInfo(locale);
  const [tp, ts, cities] = await Promise.all([
    getTranslations('skinPages.categoryPage'),
    getTranslations('skin'),
    citiesOffering('lhr', country),
  ]);
  const parts = services.filter((s) => s.trialEligible && s.offered);
  const tr = await getTranslations('skinPages.home');
  return (
    <section
      id={TRIAL_SECTION_ID}
      tabIndex={-1}
      className={`${styles.section} ${styles.target}`}
      aria-labelledby="trial-title"
    >
      <div className="container">
        <div className={styles.trial}>
          <p className={styles.free}>{tr('trialBadge')}</p>
          <h2 id="trial-title">{tp('trialTitle')}</h2>
          {parts.length > 0 && cities.length > 0 ? (
            <>
              <p>
                {tp('trialBody', {
                  parts: listOf(
                    parts.map((p) => skinServiceName(ts, p.slug)),
                    locale,
                  ),
                  max: MAX_TRIAL_BODY_PARTS,
                })}
              </p>
              <p>{tp('trialHow')}</p>
              <SkinMessages>
                <TrialClaim parts={parts.map((p) => p.slug)} cities={cities} max={MAX_TRIAL_BODY_PARTS} />
              </SkinMessages>
            </>
          ) : (
            <p>{tp('trialNotOffered', { country: countryName(country, locale) })}</p>
          )}
        </div>
      </div>
    </section>
  );
}
