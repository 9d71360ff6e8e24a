import { getTranslations } from 'next-intl/server';
import { CASE_ARROW, caseDrawings, type CaseArt } from '@/lib/illustrations';
import { Illustration } from '@/components/ui/illustration';
import styles from './before-after.module.css';

/**
 * A before/after pair of one bite problem, side by side with captions and an arrow between them (mirrored in
 * Arabic, where "after" is on the left). Lazy unless `eager`, for a pair in the first screen.
 */
export async function BeforeAfter({
  kind,
  labels,
  eager = false,
}: {
  kind: CaseArt;
  labels: { before: string; after: string };
  eager?: boolean;
}) {
  const t = await getTranslations('illustrations');
  const { before, after } = caseDrawings(kind);
  return (
    <div className={styles.pair}>
      <figure>
        <Illustration drawing={before} alt={t(before.alt)} eager={eager} />
        <figcaption>{labels.before}</figcaption>
      </figure>
      <Illustration drawing={CASE_ARROW} alt="" eager={eager} className={styles.arrow} />
      <figure>
        <Illustration drawing={after} alt={t(after.alt)} eager={eager} />
        <figcaption>{labels.after}</figcaption>
      </figure>
    </div>
  );
}
