import { getTranslations } from 'next-intl/server';
import type { Country, Locale } from '@/i18n/locales';
import { getFromPrices } from '@/server/offer-prices';
import { Breadcrumbs } from './breadcrumbs';
import { ComparisonTable } from './comparison-table';
import { CtaBand } from './cta-band';
import { Faq } from './faq';
import { PageHero } from './page-hero';
import { RelatedLinks } from './related-links';
import { Section } from './section';
import styles from './braces-page.module.css';

const FAQ = ['q1', 'q2', 'q3'] as const;

/** /toothsi/braces: an honest aligners-vs-braces comparison. */
export async function BracesPage({ locale, country }: { locale: Locale; country: Country }) {
  const t = await getTranslations('aligners.braces');
  const tc = await getTranslations('aligners.common');
  const plansFrom = (await getFromPrices(country)).aligners ?? null;
  return (
    <div>
      <Breadcrumbs locale={locale} path="/toothsi/braces" label={t('eyebrow')} />
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <Section id="table-title" title={t('tableTitle')}>
        <ComparisonTable fromPrice={plansFrom} locale={locale} />
      </Section>
      <Section id="honest-title" title={t('honestTitle')} tone="alt" narrow>
        <p className={styles.body}>{t('honestBody')}</p>
      </Section>
      <Faq title={tc('faqTitle')} items={FAQ.map((q) => ({ question: t(`faq.${q}.q`), answer: t(`faq.${q}.a`) }))} />
      <RelatedLinks pages={['aligners', 'pricing', 'how', 'results']} />
      <CtaBand />
    </div>
  );
}
