'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { localeInfo, type Locale } from '@/i18n/locales';
import type { ReferralTransaction } from '@/lib/api/rewards-contracts';
import { signInHref } from '@/lib/auth-rules';
import { formatMoney, money } from '@/lib/money';
import { REFERRAL_PAGE_PATH } from '@/lib/referral-rules';
import { queryKeys } from '@/client/query-keys';
import { rewardsApi } from '@/client/rewards';
import { useSession } from '@/client/session';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ShareButtons } from './share-buttons';
import styles from './rewards.module.css';

/**
 * The customer's own part of refer and earn, on a page that is public and static in every locale: a visitor is asked
 * to sign in (and comes back here); a customer gets their code, share links, cashback and referrals, read from the
 * referral API once the session is known.
 */
export function MyReferral() {
  const t = useTranslations('referral');
  const session = useSession();
  if (session.status === 'loading') return <Skeleton height="12rem" label={t('yourCode')} />;
  if (session.status === 'failed') return <QueryError onRetry={session.retry} retrying={session.retrying} />;
  if (session.status === 'signedOut')
    return (
      <section className={styles.section} aria-labelledby="referral-sign-in" data-testid="referral-sign-in">
        <h2 id="referral-sign-in">{t('signedOutTitle')}</h2>
        <p>{t('signedOutBody')}</p>
        <Link href={signInHref(REFERRAL_PAGE_PATH)} className={buttonClass()}>
          {t('signIn')}
        </Link>
      </section>
    );
  return <SignedInReferral />;
}

function SignedInReferral() {
  const t = useTranslations('referral');
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const { country } = localeInfo(locale);
  const mine = useQuery({ queryKey: queryKeys.myReferral(country), queryFn: () => rewardsApi.myReferral(country) });
  const share = useQuery({ queryKey: queryKeys.referralShare(locale), queryFn: () => rewardsApi.share(locale) });
  const history = useQuery({ queryKey: queryKeys.referralTransactions, queryFn: rewardsApi.transactions });

  return (
    <>
      <section className={styles.section} aria-labelledby="your-code">
        <h2 id="your-code">{t('yourCode')}</h2>
        {mine.isError ? (
          <QueryError onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
        ) : mine.data ? (
          <p>
            <span className={styles.code} data-testid="referral-code">
              {mine.data.code}
            </span>
          </p>
        ) : (
          <Skeleton width="10rem" height="2.5rem" label={t('yourCode')} />
        )}
        {share.isError ? (
          <QueryError onRetry={() => void share.refetch()} retrying={share.isFetching} />
        ) : share.data ? (
          <ShareButtons share={share.data.share} />
        ) : (
          <Skeleton height="3rem" />
        )}
      </section>
      <section className={styles.section} aria-labelledby="cashback">
        <h2 id="cashback">{t('totalsHeading')}</h2>
        {mine.data
          ? mine.data.totals.map((total) => {
              const m = (minor: number) => formatMoney(money(minor, total.currency), locale);
              return (
                <dl key={total.currency} className={styles.totals} data-testid={`referral-totals-${total.currency}`}>
                  <div>
                    <dt>{t('pending')}</dt>
                    <dd>{m(total.pendingMinor)}</dd>
                  </div>
                  <div>
                    <dt>{t('earned')}</dt>
                    <dd data-testid="referral-earned">{m(total.earnedMinor)}</dd>
                  </div>
                  <div>
                    <dt>{t('reversed')}</dt>
                    <dd>{m(total.reversedMinor)}</dd>
                  </div>
                  <div>
                    <dt>{t('remaining')}</dt>
                    <dd>{m(total.remainingMinor)}</dd>
                  </div>
                </dl>
              );
            })
          : !mine.isError && <Skeleton height="5rem" />}
      </section>
      <section className={styles.section} aria-labelledby="referral-list">
        <h2 id="referral-list">{t('transactionsHeading')}</h2>
        {history.isError ? (
          <QueryError onRetry={() => void history.refetch()} retrying={history.isFetching} />
        ) : !history.data ? (
          <Skeleton height="4rem" />
        ) : history.data.transactions.length === 0 ? (
          <p className={styles.muted}>{t('noTransactions')}</p>
        ) : (
          <ul className={styles.list}>
            {history.data.transactions.map((x) => (
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
    </>
  );
}

function statusText(t: (key: string) => string, x: ReferralTransaction): string {
  if (x.status === 'reversed') return t(`status.${x.reversalReason ?? 'cancelled'}`);
  if (x.status === 'earned' && x.reward.amountMinor === 0) return t('capReached');
  return t(`status.${x.status}`);
}
