'use client';

import { useEffect, useState } from 'react';
import { useClientTranslations } from '../client-messages';
import { useClientFormatter } from '../client-format';
import type { AccountUser } from '../../lib/api/account-contracts';
import { STAGE_CTA_KEY, type JourneyStage } from '../../lib/journey';
import { get } from '../../client/http';
import { ASSESSMENTS_PATH } from '../../lib/api/paths';
import { Link } from '../client-link';
import { buttonClass } from '../ui/button';
import { RequireSignIn } from './require-sign-in';
import { BookScan } from '../checkout/book-scan';
import styles from './account.module.css';

export interface StageCta {
  text: string;
  destination: string;
  isVisible: boolean;
}

interface AssessmentItem {
  id: string;
  kind: 'aligner' | 'lhr';
  recommendation: { code: string };
  createdAt: string;
}

/** My account: greeting, the call to action of the customer's journey stage (spec §4) and where to go next. */
export function MyAccount({ ctas }: { ctas: Record<(typeof STAGE_CTA_KEY)[JourneyStage], StageCta> }) {
  return <RequireSignIn>{(user) => <AccountHome user={user} ctas={ctas} />}</RequireSignIn>;
}

function AccountHome({ user, ctas }: { user: AccountUser; ctas: Record<(typeof STAGE_CTA_KEY)[JourneyStage], StageCta> }) {
  const t = useClientTranslations('account');
  const format = useClientFormatter();
  const cta = ctas[STAGE_CTA_KEY[user.journeyStage]];
  const [assessments, setAssessments] = useState<AssessmentItem[] | null>(null);
  useEffect(() => {
    get<{ assessments: AssessmentItem[] }>(ASSESSMENTS_PATH)
      .then((r) => setAssessments(r.assessments))
      .catch(() => setAssessments([]));
  }, []);

  return (
    <div className={styles.stack}>
      <h1>{t('hello', { name: user.name ?? t('there') })}</h1>
      {cta.isVisible ? (
        <div className={styles.cta} data-testid="stage-cta" data-stage={user.journeyStage}>
          <p>{t(`stage.${user.journeyStage}`)}</p>
          <Link href={cta.destination} className={buttonClass({ variant: 'secondary' })}>
            {cta.text}
          </Link>
        </div>
      ) : null}
      {user.journeyStage === 'initial' ? <BookScan /> : null}
      {!user.name ? (
        <p className={styles.note}>
          {t('completeProfile')} <Link href={user.country === 'AE' ? '/ae/toothsi/profile' : '/profile'}>{t('editProfile')}</Link>
        </p>
      ) : null}
      <ul className={styles.links}>
        <li>
          <Link href="/my-account/orders" className={styles.tile}>
            {t('orders')}
          </Link>
        </li>
        <li>
          <Link href="/my-account/select-address" className={styles.tile}>
            {t('addresses')}
          </Link>
        </li>
        <li>
          <Link href={user.country === 'AE' ? '/ae/toothsi/profile' : '/profile'} className={styles.tile}>
            {t('profile')}
          </Link>
        </li>
        <li>
          <Link href="/refer-and-earn-get-discount" className={styles.tile}>
            {t('coins')}
          </Link>
        </li>
        <li>
          <Link href="/smile-tracker-settings" className={styles.tile}>
            {t('smileTracker')}
          </Link>
        </li>
      </ul>
      <section aria-labelledby="consultations">
        <h2 id="consultations">{t('consultations')}</h2>
        {assessments === null ? (
          <p className={styles.muted}>{t('loading')}</p>
        ) : assessments.length === 0 ? (
          <p className={styles.muted}>
            {t('noConsultations')} <Link href="/get-started">{t('startConsultation')}</Link>
          </p>
        ) : (
          <ul className={styles.list}>
            {assessments.map((a) => (
              <li key={a.id} className={styles.item}>
                <strong>{t(`consultationKind.${a.kind}`)}</strong> · <time dateTime={a.createdAt}>{format.dateTime(new Date(a.createdAt), { dateStyle: 'medium' })}</time>
                <p>{t(`recommendation.${a.recommendation.code}`)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
