import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { signInHref } from '@/lib/auth-rules';
import { CUSTOMER_FEEDBACK_PATH, type NpsSurvey } from '@/lib/feedback';
import { careformAnswered } from '@/server/feedback/answers';
import { linkState, type LinkState } from '@/server/feedback/links';
import { ticketForPage } from '@/server/feedback/tickets';
import { pageSession } from '@/server/page-session';
import { IntlProvider } from '@/components/intl-provider';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/link';
import { CareformForm } from './careform-form';
import { CustomerFeedbackForm } from './customer-feedback-form';
import { NpsForm } from './nps-form';
import styles from './feedback.module.css';
import { personalPage } from '@/server/personal-page';

const NAMESPACES = ['feedback', 'errors'] as const;

function Frame({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <IntlProvider namespaces={NAMESPACES}>
      <div className={`container ${styles.page}`}>
        <h1>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </IntlProvider>
  );
}

/** Why a link shows no form: answered (a thank-you), expired, or not a link of ours. */
async function LinkNotice({ state }: { state: Exclude<LinkState['state'], 'open'> }) {
  const t = await getTranslations('feedback');
  const key = state === 'answered' ? 'answered' : state === 'expired' ? 'linkExpired' : 'linkInvalid';
  return (
    <div className={styles.done} role="status" data-testid={`feedback-${state}`}>
      <h2>{t(`${key}.title`)}</h2>
      <p>{t(`${key}.body`)}</p>
      <p>
        <Link href="/" className={buttonClass({ variant: 'secondary' })}>
          {t('home')}
        </Link>
      </p>
    </div>
  );
}

/** /retainer-nps-quiz and /grin-nps: the survey of the SMS link's token, rendered per request (answered once). */
export const NpsPage = personalPage(async function NpsPage({
  survey,
  token,
}: {
  survey: NpsSurvey;
  token: string | null;
}) {
  const [t, state] = await Promise.all([getTranslations('feedback'), linkState(token, survey)]);
  return (
    <Frame title={t(`nps.${survey}.title`)} lead={state.state === 'open' ? t(`nps.${survey}.lead`) : undefined}>
      {state.state === 'open' && token ? (
        <NpsForm survey={survey} token={token} />
      ) : (
        <LinkNotice state={state.state === 'open' ? 'invalid' : state.state} />
      )}
    </Frame>
  );
});

/**
 * /careform-feedback/{ticketId}: an unknown ticket is a 404; a ticket whose form was answered shows the thank-you
 * (never a second form); otherwise the form, from the link sent for that ticket.
 */
export const CareformPage = personalPage(async function CareformPage({
  ticketId,
  token,
}: {
  ticketId: string;
  token: string | null;
}) {
  const ticket = await ticketForPage(ticketId);
  if (!ticket) notFound();
  const [t, answered, state] = await Promise.all([
    getTranslations('feedback'),
    careformAnswered(ticketId),
    linkState(token, 'careform'),
  ]);
  const open = !answered && state.state === 'open' && state.link.ticketId === ticketId;
  return (
    <Frame title={t('careform.title', { number: ticket.number })} lead={open ? t('careform.lead') : undefined}>
      {open && token ? (
        <CareformForm ticketId={ticketId} token={token} />
      ) : (
        <LinkNotice
          state={
            answered || state.state === 'answered' ? 'answered' : state.state === 'expired' ? 'expired' : 'invalid'
          }
        />
      )}
    </Frame>
  );
});

/** /customer-feedback: from a link (answered once) or as the signed-in customer; others are asked to sign in. */
export const CustomerFeedbackPage = personalPage(async function CustomerFeedbackPage({
  token,
}: {
  token: string | null;
}) {
  const t = await getTranslations('feedback');
  if (token) {
    const state = await linkState(token, 'customer');
    return (
      <Frame title={t('customer.title')} lead={state.state === 'open' ? t('customer.lead') : undefined}>
        {state.state === 'open' ? <CustomerFeedbackForm token={token} /> : <LinkNotice state={state.state} />}
      </Frame>
    );
  }
  const { session } = await pageSession();
  return (
    <Frame title={t('customer.title')} lead={t('customer.lead')}>
      {session ? (
        <CustomerFeedbackForm token={null} />
      ) : (
        <p>
          {t('customer.signInLead')}{' '}
          <Link
            href={signInHref(CUSTOMER_FEEDBACK_PATH)}
            className={buttonClass({ variant: 'primary', size: 'small' })}
          >
            {t('customer.signIn')}
          </Link>
        </p>
      )}
    </Frame>
  );
});

/** /customer-feedback/thank-you. */
export async function FeedbackThankYouPage() {
  const t = await getTranslations('feedback');
  return (
    <Frame title={t('thankYou.title')}>
      <div className={styles.done} data-testid="feedback-thank-you">
        <p>{t('thankYou.body')}</p>
        <p>
          <Link href="/" className={buttonClass({ variant: 'secondary' })}>
            {t('home')}
          </Link>
        </p>
      </div>
    </Frame>
  );
}
