'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCarriedParams } from '@/client/attribution';
import { queryKeys } from '@/client/query-keys';
import { rewardsApi } from '@/client/rewards';
import { normaliseReferralCode } from '@/lib/referral-rules';
import styles from './rewards.module.css';

/**
 * The invitation page's greeting: the referral link's code (read from the URL after hydration, so the page stays
 * static) names the friend who sent it, by first name only; an unknown code says the link is not valid.
 */
export function ReferralGreeting() {
  const t = useTranslations('referral');
  const code = normaliseReferralCode(useCarriedParams().referralcode);
  const query = useQuery({
    queryKey: queryKeys.referrerName(code ?? ''),
    queryFn: () => rewardsApi.referrerName(code ?? ''),
    enabled: code !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const text = !code
    ? t('invitedByFriend')
    : query.isError
      ? t('invalidLink')
      : query.data
        ? query.data.firstName
          ? t('invitedBy', { name: query.data.firstName })
          : t('invitedByFriend')
        : t('invitedByFriend');
  return (
    <p className={styles.greeting} aria-live="polite" data-testid="referral-greeting">
      {text}
    </p>
  );
}
