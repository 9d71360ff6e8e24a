import { getFormatter, getTranslations } from 'next-intl/server';
import type { Currency, Locale } from '@/i18n/locales';
import type { ReferralShare, ReferralTransaction } from '@/lib/api/rewards-contracts';
import { formatMoney, money } from '@/lib/money';
import type { ReferralOverview } from '@/server/rewards/referrals';
import { IntlProvider } from '@/components/intl-provider';
import { ReferralSteps } from './referral-steps';
import { ShareButtons } from './share-buttons';
import styles from './rewards.module.css';

interface Props {
  overview: ReferralOverview;
  share: ReferralShare;
  locale: Locale;
}

/**
 * Refer and earn, rendered per request for the signed-in customer: their code and share buttons (the one island),
 * how it works, their cashback totals and their friends' qualifying orders, and the terms.
 */
export async function ReferralPage({ overview, share, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'referral' });
  const format = await getFormatter({ locale });
  const { amounts } = overview;
  const m = (amountMinor: number, currency: Currency) => formatMoney(money(amountMinor, currency), locale);
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      {amounts.offered ? (
        <p className={styles.lead}>
          {t('lead', {
            discount: formatMoney(amounts.friendDiscount, locale),
            reward: formatMoney(amounts.reward, locale),
            cap: formatMoney(amounts.cap, locale),
          })}
        </p>
      ) : (
        <p className={styles.lead}>{t('notOffered')}</p>
      )}
      <section className={styles.section} aria-labelledby="your-code">
        <h2 id="your-code">{t('yourCode')}</h2>
        <p>
          <span className={styles.code} data-testid="referral-code">
            {overview.code}
          </span>
        </p>
        <IntlProvider namespaces={['referral']}>
          <ShareButtons share={share} />
        </IntlProvider>
      </section>
      <section className={styles.section} aria-labelledby="cashback">
        <h2 id="cashback">{t('totalsHeading')}</h2>
        {overview.totals.map((total) => (
          <dl key={total.currency} className={styles.totals} data-testid={`referral-totals-${total.currency}`}>
            <div>
              <dt>{t('pending')}</dt>
              <dd>{m(total.pendingMinor, total.currency)}</dd>
            </div>
            <div>
              <dt>{t('earned')}</dt>
              <dd data-testid="referral-earned">{m(total.earnedMinor, total.currency)}</dd>
            </div>
            <div>
              <dt>{t('reversed')}</dt>
              <dd>{m(total.reversedMinor, total.currency)}</dd>
            </div>
            <div>
              <dt>{t('remaining')}</dt>
              <dd>{m(total.remainingMinor, total.currency)}</dd>
            </div>
          </dl>
        ))}
      </section>
      <section className={styles.section} aria-labelledby="referral-list">
        <h2 id="referral-list">{t('transactionsHeading')}</h2>
        {overview.transactions.length === 0 ? (
          <p className={styles.muted}>{t('noTransactions')}</p>
        ) : (
          <ul className={styles.list}>
            {overview.transactions.map((x) => (
              <li key={x.id} className={styles.item} data-testid="referral-transaction" data-status={x.status}>
                <span className={styles.itemText}>
                  <strong>{x.friendFirstName ?? t('aFriend')}</strong>
                  <span className={styles.muted}>
                    <time dateTime={x.createdAt}>
                      {format.dateTime(new Date(x.createdAt), { dateStyle: 'medium' })}
                    </time>{' '}
                    · {statusText(t, x)}
                  </span>
                </span>
                <span className={x.status === 'earned' ? styles.plus : styles.minus}>
                  {formatMoney(x.reward, locale)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ReferralSteps amounts={amounts} locale={locale} terms />
    </div>
  );
}

function statusText(t: (key: string) => string, x: ReferralTransaction): string {
  if (x.status === 'reversed') return t(`status.${x.reversalReason ?? 'cancelled'}`);
  if (x.status === 'earned' && x.reward.amountMinor === 0) return t('capReached');
  return t(`status.${x.status}`);
}
