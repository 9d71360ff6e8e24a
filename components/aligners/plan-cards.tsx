import { getTranslations } from 'next-intl/server';
import type { AlignerPlan } from '@/lib/aligner-plans';
import { formatMoney } from '@/lib/money';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import { CheckIcon } from './illustrations';
import { BOOK_SCAN_HREF } from './links';
import styles from './plan-cards.module.css';

/** The aligner plans of a country: total, monthly amount where offered, typical duration and what is included. */
export async function PlanCards({ plans, locale }: { plans: readonly AlignerPlan[]; locale: string }) {
  const t = await getTranslations('aligners.pricing');
  const tc = await getTranslations('aligners.common');
  // Plans that contain every feature of the first plan list only what they add, so the differences stand out.
  const base = plans[0];
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => {
        const inherits = base !== undefined && plan !== base && base.features.every((f) => plan.features.includes(f));
        const features = inherits ? plan.features.filter((f) => !base.features.includes(f)) : plan.features;
        const duration =
          plan.months.min === plan.months.max
            ? tc('monthsAbout', { months: plan.months.max })
            : tc('monthsRange', plan.months);
        return (
          <li
            key={plan.id}
            className={plan.featured ? `${styles.plan} ${styles.featured}` : styles.plan}
            data-testid={`plan-${plan.id}`}
          >
            {plan.featured ? <p className={styles.flag}>{t('featured')}</p> : null}
            <h3 className={styles.name}>{t(`plans.${plan.id}.name`)}</h3>
            <p className={styles.bestFor}>{t(`plans.${plan.id}.bestFor`)}</p>
            <p className={styles.price}>
              <span className="visually-hidden">{t('total')}: </span>
              <span data-testid="plan-total">{formatMoney(plan.total, locale)}</span>
            </p>
            <p className={styles.monthly}>
              {plan.monthly
                ? t(`monthly.${plan.monthly.kind}`, {
                    amount: formatMoney(plan.monthly.amount, locale),
                    months: plan.monthly.months,
                  })
                : t('payInFull')}
            </p>
            {plan.monthly && plan.monthly.last.amountMinor !== plan.monthly.amount.amountMinor ? (
              <p className={styles.monthlyNote}>
                {t('monthlyLast', {
                  last: formatMoney(plan.monthly.last, locale),
                  total: formatMoney(plan.total, locale),
                })}
              </p>
            ) : null}
            <p className={styles.duration}>{t('duration', { duration })}</p>
            <h4 className={styles.includedTitle}>{t('includedTitle')}</h4>
            {inherits ? (
              <p className={styles.inherits}>{t('everythingIn', { plan: t(`plans.${base.id}.name`) })}</p>
            ) : null}
            <ul className={styles.features}>
              {features.map((feature) => (
                <li key={feature}>
                  <CheckIcon />
                  <span>{t(`features.${feature}`)}</span>
                </li>
              ))}
            </ul>
            <Link
              href={BOOK_SCAN_HREF}
              className={buttonClass({ variant: plan.featured ? 'primary' : 'secondary', block: true })}
            >
              {t('start')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
