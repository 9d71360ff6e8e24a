import { absoluteUrl, siteOrigin } from '@/i18n/metadata';
import { getTranslations } from 'next-intl/server';
import type { Country, Locale } from '@/i18n/locales';
import { alignerPlans } from '@/lib/aligner-plans';
import { formatMoney } from '@/lib/money';
import { getFromPrices } from '@/server/offer-prices';
import type { SiteConfig } from '@/server/content/schemas';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { BiteLinks } from './bite-links';
import { CtaBand } from './cta-band';
import { Faq } from './faq';
import { HowSteps } from './how-steps';
import { CheckIcon } from './illustrations';
import { BOOK_SCAN_HREF, RELATED_PAGES } from './links';
import { PageHero } from './page-hero';
import { Section } from './section';
import { BeforeAfter } from './before-after';
import { Illustration } from '@/components/ui/illustration';
import { HEROES } from '@/lib/illustrations';
import styles from './aligner-home.module.css';

const WHY = ['doctor', 'quality', 'home', 'clear'] as const;
const FAQ = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;
const TEASER_FEATURES = ['freeScan', 'doctorPlan', 'allAligners'] as const;

/** /toothsi: the aligner line's home page. */
export async function AlignerHome({ locale, country, site }: { locale: Locale; country: Country; site: SiteConfig }) {
  const t = await getTranslations('aligners.home');
  const tc = await getTranslations('aligners.common');
  const tr = await getTranslations('aligners.results');
  const tp = await getTranslations('aligners.pricing');
  const ti = await getTranslations('illustrations');
  const plansFrom = (await getFromPrices(country)).aligners;
  const monthly = alignerPlans(country)
    .map((plan) => plan.monthly?.amount)
    .filter((amount) => amount !== undefined)
    .sort((a, b) => a.amountMinor - b.amountMinor)[0];
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'toothsi',
    url: absoluteUrl('/toothsi', locale),
    logo: `${siteOrigin()}/icon.svg`,
    email: site.email,
    contactPoint: { '@type': 'ContactPoint', telephone: site.contactNumber, contactType: 'customer service' },
  } as const;

  return (
    <div>
      <JsonLd data={organization} />
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
        art={<Illustration drawing={HEROES.toothsi} alt={ti(HEROES.toothsi.alt)} preload />}
        actions={
          <>
            <Link href={BOOK_SCAN_HREF} className={buttonClass()}>
              {t('primary')}
            </Link>
            <Link href={RELATED_PAGES.how} className={buttonClass({ variant: 'secondary' })}>
              {t('secondary')}
            </Link>
          </>
        }
      >
        <p className={styles.badge}>
          <CheckIcon />
          {tc('quality')}
        </p>
      </PageHero>

      <Section id="how-title" title={t('howTitle')} lead={t('howLead')} tone="alt">
        <HowSteps />
        <p className={styles.more}>
          <Link href={RELATED_PAGES.how}>{t('howCta')}</Link>
        </p>
      </Section>

      <Section id="why-title" title={t('whyTitle')}>
        <div className={styles.grid}>
          {WHY.map((key) => (
            <Card key={key}>
              <CardTitle>{t(`why.${key}.title`)}</CardTitle>
              <p className={styles.cardBody}>{t(`why.${key}.body`)}</p>
            </Card>
          ))}
        </div>
        <p className={styles.more}>
          <Link href={RELATED_PAGES.why}>{t('whyCta')}</Link>
        </p>
      </Section>

      <div className="container">
        <div className={styles.teasers}>
          <Card tone="soft" className={styles.teaser}>
            <CardTitle as="h2">{t('pricingTitle')}</CardTitle>
            {plansFrom ? (
              <>
                <p className={styles.bigPrice} data-testid="from-price">
                  <span className={styles.priceLabel}>{t('pricingFrom')}</span> {formatMoney(plansFrom, locale)}
                </p>
                <p>{t('pricingBody', { price: formatMoney(plansFrom, locale) })}</p>
              </>
            ) : null}
            {monthly ? (
              <p className={styles.monthly}>{t('pricingMonthly', { amount: formatMoney(monthly, locale) })}</p>
            ) : null}
            <ul className={styles.checks}>
              {TEASER_FEATURES.map((feature) => (
                <li key={feature}>
                  <CheckIcon />
                  <span>{tp(`features.${feature}`)}</span>
                </li>
              ))}
            </ul>
            <Link href={RELATED_PAGES.pricing} className={buttonClass()}>
              {tc('seePricing')}
            </Link>
          </Card>
          <Card className={styles.teaser}>
            <CardTitle as="h2">{t('resultsTitle')}</CardTitle>
            <BeforeAfter kind="crowding" labels={{ before: tr('before'), after: tr('after') }} />
            <p>{t('resultsBody')}</p>
            <Link href={RELATED_PAGES.results} className={buttonClass({ variant: 'secondary' })}>
              {t('resultsCta')}
            </Link>
          </Card>
        </div>
      </div>

      <Section id="bites-title" title={t('bitesTitle')} lead={t('bitesLead')}>
        <BiteLinks />
      </Section>

      <Faq title={tc('faqTitle')} items={FAQ.map((q) => ({ question: t(`faq.${q}.q`), answer: t(`faq.${q}.a`) }))} />
      <CtaBand />
    </div>
  );
}
