import { getTranslations } from 'next-intl/server';
import { bitePath, biteProblemFor, type ResultCase } from '@/lib/bite-problems';
import { Link } from '@/components/link';
import { BeforeAfter } from './before-after';
import styles from './result-card.module.css';

/** One illustrated before/after case with its months of treatment. */
export async function ResultCard({ result }: { result: ResultCase }) {
  const t = await getTranslations('aligners.results');
  const tb = await getTranslations('bites');
  const type = t(`cases.${result.caseType}`);
  const problem = biteProblemFor(result.caseType);
  return (
    <article className={styles.card} aria-labelledby={`case-${result.id}`}>
      <h3 id={`case-${result.id}`} className={styles.title}>
        {t('caseTitle', { type, number: result.number })}
      </h3>
      <BeforeAfter kind={result.caseType} labels={{ before: t('before'), after: t('after') }} />
      <p className={styles.months}>{t('months', { months: result.months })}</p>
      {problem ? (
        <Link href={bitePath(problem)} className={styles.link}>
          {t('learnMore', { name: tb(`${problem.key}.name`) })}
        </Link>
      ) : null}
    </article>
  );
}
