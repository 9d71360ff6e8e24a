import { getTranslations } from 'next-intl/server';
import type { Portrait } from '@/lib/illustrations';
import { Illustration } from './illustration';
import styles from './portrait-row.module.css';

/**
 * Drawn portraits of our doctors and experts, each captioned with the role (we give no names), under an optional
 * heading. Lazy: they sit below the fold.
 */
export async function PortraitRow({ portraits, title }: { portraits: readonly Portrait[]; title?: string }) {
  const t = await getTranslations('illustrations');
  const row = (
    <ul className={styles.row} data-testid="portraits">
      {portraits.map((portrait) => (
        <li key={portrait.src}>
          <figure>
            <Illustration drawing={portrait} alt={t(portrait.alt)} className={styles.image} />
            <figcaption>{t(`roles.${portrait.role}`)}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
  return title ? (
    <div className={styles.team}>
      <h3 className={styles.title}>{title}</h3>
      {row}
    </div>
  ) : (
    row
  );
}
