import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Card, CardTitle } from '@/components/ui/card';
import { Breadcrumbs } from './breadcrumbs';
import { CtaBand } from './cta-band';
import { Faq } from './faq';
import { HowSteps } from './how-steps';
import { PageHero } from './page-hero';
import { RelatedLinks } from './related-links';
import { Section } from './section';
import styles from './how-it-works-page.module.css';

const DAY = ['wear', 'eat', 'brush', 'switch'] as const;
const FAQ = ['q1', 'q2', 'q3'] as const;

/** /toothsi/how-it-works: scan → plan → aligners → results, with timings and daily life. */
export async function HowItWorksPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('aligners.howItWorks');
  const tc = await getTranslations('aligners.common');
  return (
    <div>
      <Breadcrumbs locale={locale} path="/toothsi/how-it-works" label={t('eyebrow')} />
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <Section id="steps-title" title={tc('howItWorks')}>
        <HowSteps detailed />
      </Section>
      <Section id="day-title" title={t('dayTitle')} tone="alt">
        <div className={styles.grid}>
          {DAY.map((key) => (
            <Card key={key}>
              <CardTitle>{t(`day.${key}.title`)}</CardTitle>
              <p className={styles.body}>{t(`day.${key}.body`)}</p>
            </Card>
          ))}
        </div>
      </Section>
      <Faq title={tc('faqTitle')} items={FAQ.map((q) => ({ question: t(`faq.${q}.q`), answer: t(`faq.${q}.a`) }))} />
      <RelatedLinks pages={['pricing', 'results', 'homeKit', 'why']} />
      <CtaBand />
    </div>
  );
}
