import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { ReferralAmounts } from '@/lib/api/rewards-contracts';
import { formatMoney } from '@/lib/money';
import styles from './rewards.module.css';

/** How refer and earn works and its terms, with the market's amounts: on the referral page and the invitation. */
export async function ReferralSteps({
  amounts,
  locale,
  terms = false,
}: {
  amounts: ReferralAmounts;
  locale: Locale;
  terms?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'referral' });
  const values = {
    discount: formatMoney(amounts.friendDiscount, locale),
    minOrder: formatMoney(amounts.minOrder, locale),
    reward: formatMoney(amounts.reward, locale),
    cap: formatMoney(amounts.cap, locale),
    days: amounts.attributionDays,
  };
  return (
    <>
      <section className={styles.section} aria-labelledby="how-it-works">
        <h2 id="how-it-works">{t('howItWorks')}</h2>
        <ol className={styles.steps}>
          <li>{t('step1')}</li>
          <li>{t('step2', values)}</li>
          <li>{t('step3', values)}</li>
        </ol>
      </section>
      {terms ? (
        <section className={styles.section} aria-labelledby="referral-terms">
          <h2 id="referral-terms">{t('termsHeading')}</h2>
          <ul className={styles.steps}>
            <li>{t('term1', values)}</li>
            <li>{t('term2')}</li>
            <li>{t('term3', values)}</li>
            <li>{t('term4')}</li>
            <li>{t('term5', values)}</li>
            <li>{t('term6')}</li>
          </ul>
        </section>
      ) : null}
    </>
  );
}
