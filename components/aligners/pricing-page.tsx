import { getTranslations } from 'next-intl/server';
import type { Country, Locale } from '@/i18n/locales';
import { absoluteUrl } from '@/i18n/metadata';
import { alignerPlans, INSTALMENT_TERMS } from '@/lib/aligner-plans';
import { productOffer } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from './breadcrumbs';
import { CtaBand } from './cta-band';
import { Faq } from './faq';
import { PageHero } from './page-hero';
import { PlanCards } from './plan-cards';
import { RelatedLinks } from './related-links';
import { Section } from './section';
import styles from './pricing-page.module.css';

const PATH = '/toothsi/pricing';

/** /toothsi/pricing: the plans of the visitor's country, with Product/Offer structured data in its currency. */
export async function PricingPage({ locale, country }: { locale: Locale; country: Country }) {
  const t = await getTranslations('aligners.pricing');
  const tc = await getTranslations('aligners.common');
  const plans = alignerPlans(country);
  const terms = INSTALMENT_TERMS[country];
  const url = absoluteUrl(PATH, locale);
  const products = plans.map((plan) =>
    productOffer({
      name: `toothsi ${t(`plans.${plan.id}.name`)}`,
      description: t(`plans.${plan.id}.bestFor`),
      price: plan.total,
      url,
      brand: 'toothsi',
    }),
  );
  const faq = [
    { question: t('faq.q1.q'), answer: t('faq.q1.a') },
    {
      question: t('faq.monthly.q'),
      answer: terms ? t(`faq.monthly.${terms.kind}`, { months: terms.months }) : t('faq.monthly.none'),
    },
    { question: t('faq.q3.q'), answer: t('faq.q3.a') },
    { question: t('faq.q4.q'), answer: t('faq.q4.a') },
  ];

  return (
    <div>
      <JsonLd data={products} />
      <Breadcrumbs locale={locale} path={PATH} label={t('eyebrow')} />
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
        <p className={styles.quality}>{tc('quality')}</p>
      </PageHero>
      <Section id="plans-title" title={t('plansTitle')}>
        <PlanCards plans={plans} locale={locale} />
        <p className={styles.note}>{t('note')}</p>
      </Section>
      <Faq title={tc('faqTitle')} items={faq} />
      <RelatedLinks pages={['how', 'results', 'braces', 'refund']} />
      <CtaBand />
    </div>
  );
}
