import type { CaseType } from '../../lib/bite-problems';
import { BiteArt } from './illustrations';
import styles from './before-after.module.css';

/** A before/after pair of one bite problem, side by side with captions. */
export function BeforeAfter({ kind, labels }: { kind: CaseType; labels: { before: string; after: string } }) {
  return (
    <div className={styles.pair}>
      <figure>
        <BiteArt kind={kind} stage="before" />
        <figcaption>{labels.before}</figcaption>
      </figure>
      <figure>
        <BiteArt kind={kind} stage="after" />
        <figcaption>{labels.after}</figcaption>
      </figure>
    </div>
  );
}
