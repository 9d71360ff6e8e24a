import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { absoluteUrl } from '@/i18n/metadata';
import type { SkinServiceView } from '@/lib/api/skin-contracts';
import { CATEGORY_RELATED, PACKAGES_SECTION_ID, SKIN_HOME_PATH, skinCategoryPath } from '@/lib/skin-pages';
import { serviceWithOffers } from '@/lib/structured-data';
import { listBodyParts } from '@/server/skin/catalogue';
import { citiesOffering, listSkinCentres, reviewsByCategory } from '@/server/skin/showcase';
import { CheckIcon } from '@/components/aligners/illustrations';
import { PageHero } from '@/components/aligners/page-hero';
import { Section } from '@/components/aligners/section';
import { Link } from '@/components/link';
import { JsonLd } from '@/components/seo/json-ld';
import { BodyPartArt, CategoryArt } from './illustrations';
import { countryName, skinServiceName } from './names';
import { PackagePicker } from './package-picker';
import { ReviewList } from './review-list';
import { ScrollToSection } from './scroll-to-section';
import { ServiceCards } from './service-cards';
import { SkinBreadcrumbs } from './skin-breadcrumbs';
import { SkinCtaBand } from './skin-cta-band';
import { SkinMessages } from './skin-messages';
import { SkinRelatedLinks } from './skin-related';
import styles from './skin-page.module.css';

/**
 * A select-service page (`/skinnsi/{category}/select-service/{service}`): the service's packages in the market,
 * picked and booked in the package picker, or a notice that the market does not offer it; then what customers
 * say about it and the category's other services.
 */
export async function ServicePage({ locale, service }: { locale: Locale; service: SkinServiceView }) {
  const { country } = localeInfo(locale);
  const category = service.category;
  const [t, tc, ts, siblings, cities, centres, reviews] = await Promise.all([
    getTranslations('skinPages.service'),
    getTranslations('skinPages.common'),
    getTranslations('skin'),
    listBodyParts(category, country),
    citiesOffering(category, country),
    listSkinCentres(country),
    reviewsByCategory(),
  ]);
  const name = skinServiceName(ts, service.slug);
  const categoryName = ts(`categories.${category}`);
  const market = countryName(country, locale);
  const packages = service.packages.filter((p) => p.pricing.offered);
  const centreCities = service.locationTypes.includes('centre')
    ? [...new Set(centres.map((c) => c.city))].filter((c) => cities.includes(c))
    : [];
  const own = (reviews.find((r) => r.category === category)?.latest ?? []).filter((r) => r.service === service.slug);
  const others = siblings.filter((s) => s.slug !== service.slug);
  const drawn = category === 'lhr' || category === 'dermafacial';

  return (
    <>
      <div>
        <SkinBreadcrumbs
          locale={locale}
          trail={[
            { name: categoryName, path: skinCategoryPath(category) },
            { name, path: service.path },
          ]}
        />
        <PageHero
          eyebrow={categoryName}
          title={t('title', { category: categoryName, service: name })}
          lead={t(`lead.${category}`)}
          art={drawn ? <BodyPartArt slug={service.slug} area={service.area} /> : <CategoryArt name={category} />}
        >
          <h2 className="visually-hidden">{t('factsTitle')}</h2>
          <ul className={styles.facts}>
            {(['f1', 'f2', 'f3'] as const).map((f) => (
              <li key={f}>
                <CheckIcon />
                <span>{t(`facts.${category}.${f}`)}</span>
              </li>
            ))}
          </ul>
        </PageHero>
      </div>
      <section
        id={PACKAGES_SECTION_ID}
        tabIndex={-1}
        className={`${styles.section} ${styles.alt} ${styles.target}`}
        aria-labelledby="packages-title"
        data-testid="select-packages"
      >
        <div className="container">
          <h2 id="packages-title" className={styles.title}>
            {t('packagesTitle')}
          </h2>
          {packages.length > 0 && cities.length > 0 ? (
            <SkinMessages>
              <PackagePicker
                category={category}
                service={service.slug}
                packages={packages}
                cities={cities}
                centreCities={centreCities}
                centres={centres.filter((c) => centreCities.includes(c.city))}
                locationTypes={service.locationTypes}
              />
            </SkinMessages>
          ) : (
            <div className={styles.notice} data-testid="not-offered">
              <p>{t('notOffered', { service: name, country: market })}</p>
              <p>
                {t('notOfferedBody')} <Link href={SKIN_HOME_PATH}>{tc('related.home')}</Link>
              </p>
            </div>
          )}
        </div>
      </section>
      <div>
        {own.length > 0 ? (
          <Section id="reviews-title" title={t('reviewsTitle')}>
            <ReviewList reviews={own} limit={6} />
          </Section>
        ) : null}
        {others.length > 0 ? (
          <Section
            id="other-title"
            title={t('otherTitle', { kind: category === 'lhr' ? 'lhr' : 'other' })}
            tone={own.length > 0 ? 'alt' : 'plain'}
          >
            <ServiceCards services={others} locale={locale} country={country} />
          </Section>
        ) : null}
        <SkinRelatedLinks pages={CATEGORY_RELATED[category]} />
        <SkinCtaBand />
      </div>
      <JsonLd
        data={serviceWithOffers({
          name: `${categoryName}: ${name}`,
          description: t('metaDescription', { service: name }),
          url: absoluteUrl(service.path, locale),
          provider: 'skinnsi',
          country: market,
          offers: packages.flatMap((p) =>
            p.pricing.offered
              ? [
                  {
                    name: `${name}, ${ts('sessions', { count: p.sessions })}`,
                    price: p.pricing.price,
                    url: absoluteUrl(service.path, locale),
                  },
                ]
              : [],
          ),
        })}
      />
      <ScrollToSection ids={[PACKAGES_SECTION_ID]} />
    </>
  );
}
