import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { ReferralAmounts } from '@/lib/api/rewards-contracts';
import { formatMoney } from '@/lib/money';
import { IntlProvider } from '@/components/intl-provider';
import { MyReferral } from './my-referral';
import { ReferralSteps } from './referral-steps';
import styles from './rewards.module.css';

/**
 * Refer and earn, public and static in every locale: the market's offer (spec §9: up to ₹4,500 cashback in India,
 * each Gulf market's own figure), how it works and the terms for anyone a campaign brings; the visitor's own code,
 * share links, cashback and referrals in one island once they are signed in (a sign-in button before).
 */
export async function ReferralPage({ amounts, locale }: { amounts: ReferralAmounts; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'referral' });
  const values = {
    discount: formatMoney(amounts.friendDiscount, locale),
    reward: formatMoney(amounts.reward, locale),
    cap: formatMoney(amounts.cap, locale),
  };
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      {amounts.offered ? (
        <>
          <p className={styles.headline} data-testid="referral-headline">
            {t('headline', values)}
          </p>
          <p className={styles.lead}>{t('lead', values)}</p>
          <IntlProvider namespaces={['referral']}>
            <MyReferral />
          </IntlProvider>
          <ReferralSteps amounts={amounts} locale={locale} terms />
          <p className={styles.muted}>{t('headlineNote')}</p>
        </>
      ) : (
        <p className={styles.lead}>{t('notOffered')}</p>
      )}
    </div>
  );
}
