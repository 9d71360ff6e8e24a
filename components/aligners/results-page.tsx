import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { CASE_TYPES, RESULT_CASES } from '@/lib/bite-problems';
import { Breadcrumbs } from './breadcrumbs';
import { CtaBand } from './cta-band';
import { PageHero } from './page-hero';
import { RelatedLinks } from './related-links';
import { ResultCard } from './result-card';
import { ResultsFilter, type FilterOption } from './results-filter';
import { Section } from './section';
import { SubjectReviews } from '@/components/reviews/subject-reviews';
import styles from './results-page.module.css';

const PATH = '/toothsi/results';

/** /toothsi/results: illustrated before/after cases, filterable by case type with `?case=`, and customers' reviews. */
export async function ResultsPage({ locale }: { locale: Locale }) {
  const [t, tr] = await Promise.all([getTranslations('aligners.results'), getTranslations('reviews')]);
  const options: FilterOption[] = [
    { value: null, label: t('all'), href: PATH },
    ...CASE_TYPES.map((caseType) => ({
      value: caseType,
      label: t(`cases.${caseType}`),
      href: `${PATH}?case=${caseType}`,
    })),
  ];
  const counts = new Set([
    RESULT_CASES.length,
    ...CASE_TYPES.map((c) => RESULT_CASES.filter((r) => r.caseType === c).length),
  ]);
  const statusText = Object.fromEntries([...counts].map((count) => [String(count), t('showing', { count })]));
  const items = RESULT_CASES.map((result) => ({
    id: result.id,
    value: result.caseType,
    node: <ResultCard result={result} />,
  }));

  return (
    <>
      <Breadcrumbs locale={locale} path={PATH} label={t('eyebrow')} />
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <Section id="gallery-title" title={t('galleryTitle')}>
        <ResultsFilter label={t('filterLabel')} options={options} items={items} statusText={statusText} />
        <p className={styles.note}>{t('note')}</p>
      </Section>
      <SubjectReviews subject={{ kind: 'aligners' }} title={tr('aligners.title')} hideWhenEmpty />
      <RelatedLinks pages={['how', 'pricing', 'braces']} />
      <CtaBand />
    </>
  );
}
