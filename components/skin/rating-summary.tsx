import { getFormatter, getTranslations } from 'next-intl/server';
import type { RatingSummary } from '@/server/skin/showcase';
import { Stars } from './illustrations';
import styles from './rating-summary.module.css';

/**
 * A rating summary: the average out of five, how many reviews it is based on and, unless `compact`, how many
 * reviews gave each number of stars. Without reviews it says there are none yet.
 */
export async function RatingSummaryView({ summary, compact = false }: { summary: RatingSummary; compact?: boolean }) {
  const t = await getTranslations('skinPages.reviews');
  const format = await getFormatter();
  if (summary.count === 0 || summary.average === null) {
    return (
      <div className={styles.summary} data-testid="rating-summary">
        <p className={styles.none}>{t('noneTitle')}</p>
        <p className={styles.muted}>{t('noneBody')}</p>
      </div>
    );
  }
  const rating = format.number(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className={compact ? `${styles.summary} ${styles.compact}` : styles.summary} data-testid="rating-summary">
      <div className={styles.head}>
        <p className={styles.average}>{t('average', { rating })}</p>
        <Stars rating={summary.average} size={compact ? 18 : 22} />
        <p className={styles.muted}>{t('basedOn', { count: summary.count })}</p>
      </div>
      {compact ? null : (
        <ul className={styles.bars}>
          {summary.byStars.map(({ stars, count }) => (
            <li key={stars} className={styles.bar}>
              <span className={styles.barLabel}>{t('starRow', { stars })}</span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ inlineSize: `${Math.round((count * 100) / summary.count)}%` }} />
              </span>
              <span className={styles.barCount}>{t('starCount', { count })}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
