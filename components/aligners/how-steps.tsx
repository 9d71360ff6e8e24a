import { getTranslations } from 'next-intl/server';
import { STEP_DRAWINGS } from '@/lib/illustrations';
import { Illustration } from '@/components/ui/illustration';
import styles from './how-steps.module.css';

export const HOW_STEPS = ['scan', 'plan', 'aligners', 'results'] as const;

/** Scan → plan → aligners → results, each with how long it takes; `detailed` adds what happens at each step. */
export async function HowSteps({ detailed = false }: { detailed?: boolean }) {
  const t = await getTranslations('aligners');
  return (
    <ol className={detailed ? `${styles.steps} ${styles.detailed}` : styles.steps}>
      {HOW_STEPS.map((step) => (
        <li key={step} className={styles.step}>
          <Illustration drawing={STEP_DRAWINGS[step]} alt="" className={styles.art} />
          <h3 className={styles.title}>{t(`steps.${step}.title`)}</h3>
          <p className={styles.time}>
            {detailed ? <span className="visually-hidden">{t('howItWorks.timeLabel')}: </span> : null}
            {t(`steps.${step}.time`)}
          </p>
          <p className={styles.body}>{t(`steps.${step}.body`)}</p>
          {detailed ? (
            <ul className={styles.details}>
              {(['d1', 'd2', 'd3'] as const).map((d) => (
                <li key={d}>{t(`howItWorks.details.${step}.${d}`)}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
