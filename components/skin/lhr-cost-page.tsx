import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { absoluteUrl } from '@/i18n/metadata';
import { formatMoney } from '@/lib/money';
import { LHR_COST_PATH, LHR_PACKAGES_HREF, PERMANENT_LHR_PATH, wholeUnits } from '@/lib/skin-pages';
import { serviceWithOffers } from '@/lib/structured-data';
import { listBodyParts } from '@/server/skin/catalogue';
import { CheckIcon } from '@/components/aligners/illustrations';
import { Faq } from '@/components/aligners/faq';
import { IconList } from '@/components/aligners/icon-list';
import { PageHero } from '@/components/aligners/page-hero';
import { Section } from '@/components/aligners/section';
import { Link } from '@/components/link';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonClass } from '@/components/ui/button';
import { CategoryArt } from './illustrations';
import { countryName, listOf, skinServiceName } from './names';
import { SkinBreadcrumbs } from './skin-breadcrumbs';
import { SkinCtaBand } from './skin-cta-band';
import { SkinRelatedLinks } from './skin-related';
import { faqItems } from './skin-sections';
import styles from './lhr-cost-page.module.css';

/**
 * The laser hair removal cost explainer: every body area's packages in the market (price and price per session),
 * a worked example, what changes the price (with the largest package saving from the data), and sessions needed.
 */
export async function LhrCostPage({ locale }: { locale: Locale }) {
  const { country } = localeInfo(locale);
  const [t, tc, ts, tp, services] = await Promise.all([
    getTranslations('skinPages.cost'),
    getTranslations('skinPages.common'),
    getTranslations('skin'),
    getTranslations('skinPages.permanent'),
    listBodyParts('lhr', country),
  ]);
  const market = countryName(country, locale);
  const offered = services.filter((s) => s.offered);
  // The package sizes most areas have are the table's columns (a size only one area has is on its own page).
  const sizes = [...new Set(offered.flatMap((s) => s.packages.filter((p) => p.pricing.offered).map((p) => p.sessions)))]
    .filter(
      (n) =>
        offered.filter((s) => s.packages.some((p) => p.sessions === n && p.pricing.offered)).length * 2 >=
        offered.length,
    )
    .sort((a, b) => a - b);
  const maxSaving = Math.max(
    0,
    ...offered.flatMap((s) => s.packages.map((p) => (p.pricing.offered ? (p.pricing.savingPercent ?? 0) : 0))),
  );
  const example = offered.find((s) => s.slug === 'underarms') ?? offered[0];
  const examplePackage =
    example?.packages.find((p) => p.popular && p.pricing.offered) ??
    example?.packages.find((p) => p.pricing.offered && p.pricing.saving);
  const trialParts = offered.filter((s) => s.trialEligible).map((s) => skinServiceName(ts, s.slug));
  const factors = ['area', 'sessions', 'place', 'skin', ...(trialParts.length ? ['trial'] : [])];
  const values = { percent: String(maxSaving), parts: listOf(trialParts, locale) };

  return (
    <>
      <div>
        <SkinBreadcrumbs
          locale={locale}
          trail={[
            { name: tp('eyebrow'), path: PERMANENT_LHR_PATH },
            { name: t('eyebrow'), path: LHR_COST_PATH },
          ]}
        />
        <PageHero
          eyebrow={t('eyebrow')}
          title={t('title', { country: market })}
          lead={t('lead')}
          art={<CategoryArt name="lhr" />}
          actions={
            offered.length > 0 ? (
              <Link href={LHR_PACKAGES_HREF} className={buttonClass()}>
                {tc('seePackages')}
              </Link>
            ) : undefined
          }
        />
        <Section id="prices-title" title={t('tableTitle')}>
          {offered.length === 0 ? (
            <p className={styles.notice} data-testid="not-offered">
              {t('notOffered', { country: market })}
            </p>
          ) : (
            <div className={styles.scroller} role="region" aria-labelledby="prices-caption" tabIndex={0}>
              <table className={styles.table} data-testid="cost-table">
                <caption id="prices-caption" className={styles.caption}>
                  {t('caption', { country: market })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('colArea')}</th>
                    {sizes.map((n) => (
                      <th key={n} scope="col">
                        {ts('sessions', { count: n })}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {offered.map((service) => (
                    <tr key={service.slug}>
                      <th scope="row">
                        <Link href={service.path}>{skinServiceName(ts, service.slug)}</Link>
                      </th>
                      {sizes.map((n) => {
                        const pkg = service.packages.find((p) => p.sessions === n);
                        return (
                          <td key={n}>
                            {pkg?.pricing.offered ? (
                              <>
                                <span className={styles.price}>{formatMoney(pkg.pricing.price, locale)}</span>
                                {n > 1 ? (
                                  <span className={styles.per}>
                                    {t('perSession', {
                                      price: formatMoney(wholeUnits(pkg.pricing.perSession), locale),
                                    })}
                                  </span>
                                ) : null}
                              </>
                            ) : (
                              <span className={styles.none}>
                                <span aria-hidden="true">–</span>
                                <span className="visually-hidden">{t('notAvailable')}</span>
                              </span>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {example && examplePackage?.pricing.offered && examplePackage.pricing.saving ? (
            <div className={styles.example}>
              <h3 className={styles.exampleTitle}>{t('exampleTitle')}</h3>
              <p>
                {t('example', {
                  sessions: examplePackage.sessions,
                  service: skinServiceName(ts, example.slug),
                  price: formatMoney(examplePackage.pricing.price, locale),
                  perSession: formatMoney(wholeUnits(examplePackage.pricing.perSession), locale),
                  saving: formatMoney(examplePackage.pricing.saving, locale),
                })}
              </p>
            </div>
          ) : null}
        </Section>
        <Section id="factors-title" title={t('factorsTitle')} tone="alt" narrow>
          <IconList
            icon={<CheckIcon />}
            items={factors
              .filter((f) => f !== 'sessions' || maxSaving > 0)
              .map((f) => ({ key: f, text: t(`factors.${f}`, values) }))}
          />
        </Section>
        <Section id="sessions-title" title={t('sessionsTitle')} narrow>
          <p>{t('sessionsP1')}</p>
          <p>{t('sessionsP2')}</p>
        </Section>
        <Faq title={tc('faqTitle')} items={faqItems(t)} />
        <SkinRelatedLinks pages={['lhr', 'permanent', 'reviews', 'hair']} />
        <SkinCtaBand />
      </div>
      {offered.length > 0 ? (
        <JsonLd
          data={serviceWithOffers({
            name: ts('categories.lhr'),
            description: t('metaDescription'),
            url: absoluteUrl(LHR_COST_PATH, locale),
            provider: 'skinnsi',
            country: market,
            offers: offered.flatMap((s) =>
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
            ),
            aggregate: true,
          })}
        />
      ) : null}
    </>
  );
}
