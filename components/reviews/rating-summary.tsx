import { getFormatter, getTranslations } from 'next-intl/server';
import type { RatingSummary } from '@/lib/reviews';
import { Stars } from './stars';
import styles from './reviews.module.css';

/** The average out of five, how many reviews it rests on, and how many gave each number of stars. */
export async function RatingSummaryView({ summary }: { summary: RatingSummary }) {
  const t = await getTranslations('reviews');
  const format = await getFormatter();
  if (summary.count === 0 || summary.average === null) return <p className={styles.none}>{t('none')}</p>;
  const average = format.number(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className={styles.summary} data-testid="rating-summary">
      <div className={styles.head}>
        <p className={styles.average}>{t('average', { average })}</p>
        <Stars rating={summary.average} size={22} />
        <p className={styles.muted}>{t('basedOn', { count: summary.count })}</p>
      </div>
      <ul className={styles.bars}>
        {summary.byStars.map(({ stars, count }) => (
          <li key={stars} className={styles.bar}>
            <span>{t('starRow', { stars })}</span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.fill} style={{ inlineSize: `${Math.round((count * 100) / summary.count)}%` }} />
            </span>
            <span className={styles.muted}>{t('starCount', { count })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
