import { getTranslations } from 'next-intl/server';
import { BITE_PROBLEMS, bitePath } from '@/lib/bite-problems';
import { Link } from '@/components/link';
import styles from './bite-links.module.css';

/** Links to the bite-problem pages, each with a one-line description; `except` leaves out the current one. */
export async function BiteLinks({ except }: { except?: string }) {
  const t = await getTranslations('bites');
  return (
    <ul className={styles.grid}>
      {BITE_PROBLEMS.filter((p) => p.slug !== except).map((problem) => (
        <li key={problem.slug}>
          <Link href={bitePath(problem)} className={styles.link}>
            <span className={styles.name}>{t(`${problem.key}.name`)}</span>
            <span className={styles.short}>{t(`${problem.key}.short`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
