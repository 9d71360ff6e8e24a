import { getTranslations } from 'next-intl/server';
import type { Portrait } from '../../lib/illustrations';
import { Illustration } from './illustration';
import styles from './portrait-row.module.css';

/** Drawn portraits of our doctors and experts, each captioned with the role (we give no names). Lazy: below the fold. */
export async function PortraitRow({ portraits, label }: { portraits: readonly Portrait[]; label?: string }) {
  const t = await getTranslations('illustrations');
  return (
    <ul className={styles.row} aria-label={label} data-testid="portraits">
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
}
