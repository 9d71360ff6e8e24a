'use client';

import { useEffect, useState } from 'react';
import { useClientTranslations } from '../client-messages';
import { useClientFormatter } from '../client-format';
import type { AccountUser } from '../../lib/api/account-contracts';
import { ACCOUNT_FRAME_ID, NAMED_ATTRIBUTE, NAME_ATTRIBUTE, STAGE_ATTRIBUTE, accountFrameScript } from '../../lib/account-frame';
import { localeInfo } from '../../i18n/locales';
import { useLocale } from '../../i18n/navigation';
import { JOURNEY_STAGES, STAGE_CTA_KEY, type JourneyStage } from '../../lib/journey';
import { get } from '../../client/http';
import { ASSESSMENTS_PATH } from '../../lib/api/paths';
import { Link } from '../client-link';
import { buttonClass } from '../ui/button';
import { useSignedInSession } from './require-sign-in';
import { Skeleton } from '../ui/skeleton';
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

type StageCtas = Record<(typeof STAGE_CTA_KEY)[JourneyStage], StageCta>;

/** Stands in for the name while the greeting is split around it; no translation contains it. */
const NAME_SLOT = '\u0000';
const FRAME_SCRIPT = accountFrameScript();

/**
 * My account: greeting, the call to action of the customer's journey stage (spec §4) and where to go next. The
 * server renders it before anyone is known, with every stage's call to action, and it paints from the HTML once
 * the session answers (lib/account-frame.ts); until then a placeholder shows. Signed-out visitors go to sign in.
 */
export function MyAccount({ ctas }: { ctas: StageCtas }) {
  const session = useSignedInSession();
  return <AccountHome user={session.status === 'signedIn' ? session.user : null} ctas={ctas} />;
}

function AccountHome({ user, ctas }: { user: AccountUser | null; ctas: StageCtas }) {
  const t = useClientTranslations('account');
  const tc = useClientTranslations('common');
  const format = useClientFormatter();
  const locale = useLocale();
  const country = user?.country ?? localeInfo(locale).country;
  const profileHref = country === 'AE' ? '/ae/toothsi/profile' : '/profile';
  const tiles = [
    ['/my-account/orders', 'orders'],
    ['/my-account/select-address', 'addresses'],
    [profileHref, 'profile'],
    ['/refer-and-earn-get-discount', 'coins'],
    ['/smile-tracker-settings', 'smileTracker'],
  ] as const;
  const [before = '', after = ''] = t('hello', { name: NAME_SLOT }).split(NAME_SLOT);
  const signedIn = user !== null;
  const [assessments, setAssessments] = useState<AssessmentItem[] | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    get<{ assessments: AssessmentItem[] }>(ASSESSMENTS_PATH)
      .then((r) => setAssessments(r.assessments))
      .catch(() => setAssessments([]));
  }, [signedIn]);

  const frameState = { [STAGE_ATTRIBUTE]: user?.journeyStage, [NAMED_ATTRIBUTE]: user ? (user.name ? 'yes' : 'no') : undefined };
  return (
    <>
      {/* The inline script marks this element before React hydrates it: its attributes may differ from the server's. */}
      <div id={ACCOUNT_FRAME_ID} className={`${styles.stack} ${styles.frame}`} {...frameState} suppressHydrationWarning>
        <div className={styles.pending}>
          <Skeleton width="60%" height="2rem" label={tc('loading')} />
        </div>
        <h1>
          {before}
          <span {...{ [NAME_ATTRIBUTE]: '' }} suppressHydrationWarning>
            {user?.name ?? t('there')}
          </span>
          {after}
        </h1>
        {JOURNEY_STAGES.map((stage) => {
          const cta = ctas[STAGE_CTA_KEY[stage]];
          return cta.isVisible ? (
            <div key={stage} className={styles.cta} data-testid="stage-cta" data-stage={stage} data-for-stage={stage}>
              <p>{t(`stage.${stage}`)}</p>
              <Link href={cta.destination} className={buttonClass({ variant: 'secondary' })}>
                {cta.text}
              </Link>
            </div>
          ) : null;
        })}
        <div data-for-stage="initial">{!user || user.journeyStage === 'initial' ? <BookScan active={user?.journeyStage === 'initial'} /> : null}</div>
        <p className={styles.note} data-for-named="no">
          {t('completeProfile')} <Link href={profileHref}>{t('editProfile')}</Link>
        </p>
        <ul className={styles.links}>
          {tiles.map(([href, label]) => (
            <li key={label}>
              <Link href={href} className={styles.tile}>
                {t(label)}
              </Link>
            </li>
          ))}
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
      <script dangerouslySetInnerHTML={{ __html: FRAME_SCRIPT }} />
    </>
  );
}
