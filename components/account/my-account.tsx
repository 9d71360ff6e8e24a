import { getFormatter, getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import type { AccountUser } from '@/lib/api/account-contracts';
import type { Order } from '@/lib/api/commerce-contracts';
import { cityLabel } from '@/lib/cities';
import { alignerNextStep, skinNextStep, type StageCtaKey } from '@/lib/journey';
import { coinsPath } from '@/lib/coin-rules';
import type { AssessmentView } from '@/server/assessments';
import type { TrialStatus } from '@/lib/api/skin-contracts';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { StaysSignedIn } from './require-sign-in';
import { centreName } from '@/lib/centre-names';
import styles from './account.module.css';

export interface StageCta {
  text: string;
  destination: string;
  isVisible: boolean;
}

type StageCtas = Record<StageCtaKey, StageCta>;

interface Props {
  user: AccountUser;
  /** The content's calls to action of the stages: only whether each is shown is read from there (their labels are
   * the catalogue's, their destinations the customer's next step, lib/journey.ts). */
  ctas: StageCtas;
  /** The customer's orders, newest first, which say where the call to action leads; null when they could not be read. */
  orders: readonly Order[] | null;
  /** The customer's consultations, newest first; null when they could not be read. */
  assessments: readonly AssessmentView[] | null;
  /** The free laser trial; null where the market does not offer it or it could not be read. */
  trial: TrialStatus | null;
  locale: Locale;
}

/**
 * My account, rendered per request for the signed-in customer (the page reads them next to the data): greeting,
 * the call to action of their journey stage (spec §4), where to go next and their consultations. It paints from the
 * HTML; only the scan booking and the sign-out watch are islands.
 */
export async function MyAccount({ user, ctas, orders, assessments, trial, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'account' });
  const tc = await getTranslations({ locale, namespace: 'coins' });
  const format = await getFormatter({ locale });
  const profileHref = user.country === 'AE' ? '/ae/toothsi/profile' : '/profile';
  const tiles: ReadonlyArray<readonly [string, string]> = [
    ['/my-account/orders', t('orders')],
    ['/my-account/select-address', t('addresses')],
    [profileHref, t('profile')],
    [coinsPath('toothsi'), tc('tile', { line: 'toothsi' })],
    [coinsPath('skinnsi'), tc('tile', { line: 'skinnsi' })],
    ['/refer-and-earn-get-discount', tc('referTile')],
    ['/smile-tracker-settings', t('smileTracker')],
  ];
  const stage = user.journeyStage;
  // Where the customer is (spec §4) and what their orders say lead the call to action to their next real step.
  const next = alignerNextStep(stage, orders);
  const skinNext = skinNextStep(orders);
  const byId = (id: string | null) => (orders ?? []).find((o) => o.id === id) ?? null;
  /** "Saturday, 5 December 2026 at 11:00 am, at <centre>" of a booking, in its place's time zone. */
  const bookedFor = (order: Order | null) =>
    order?.slotStartsAt
      ? {
          when: format.dateTime(new Date(order.slotStartsAt), {
            dateStyle: 'full',
            timeStyle: 'short',
            timeZone: order.slotTimeZone ?? undefined,
          }),
          place: order.clinic ? 'centre' : 'home',
          centre: order.clinic
            ? centreName(
                order.clinic.name,
                localeInfo(locale).language,
                order.bookingKind === 'skin' ? 'skinnsi' : 'toothsi',
              )
            : '',
        }
      : null;
  const booking = next.step === 'scanBooked' ? bookedFor(byId(next.orderId)) : null;
  const skinBooking = skinNext ? bookedFor(byId(skinNext.orderId)) : null;
  return (
    <div className={styles.stack}>
      <StaysSignedIn user={user} />
      <h1>{user.name ? t('hello', { name: user.name }) : t('helloNoName')}</h1>
      {ctas[next.cta].isVisible ? (
        <div className={styles.cta} data-testid="stage-cta" data-stage={stage} data-step={next.step}>
          <p>{booking ? t('step.scanBookedFor', booking) : t(`step.${next.step}`)}</p>
          <Link href={next.destination} className={buttonClass({ variant: 'secondary' })}>
            {t(`cta.${next.cta}`)}
          </Link>
        </div>
      ) : null}
      {skinNext ? (
        <div className={styles.nextStep} data-testid="skin-next-step" data-step={skinNext.step}>
          <p>{skinBooking ? t('step.sessionBookedFor', skinBooking) : t('step.sessionBooked')}</p>
          <Link href={skinNext.destination} className={buttonClass({ variant: 'secondary', size: 'small' })}>
            {t('cta.sessionBooked')}
          </Link>
        </div>
      ) : null}
      {user.name ? null : (
        <p className={styles.note}>
          {t('completeProfile')} <Link href={profileHref}>{t('editProfile')}</Link>
        </p>
      )}
      <ul className={styles.links}>
        {tiles.map(([href, label]) => (
          <li key={href}>
            <Link href={href} className={styles.tile}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
      {trial && trial.status !== 'notOffered' ? <TrialStatusCard trial={trial} locale={locale} /> : null}
      <section aria-labelledby="consultations">
        <h2 id="consultations">{t('consultations')}</h2>
        {assessments === null ? <FormMessage tone="error">{t('consultationsFailed')}</FormMessage> : null}
        {assessments?.length === 0 ? (
          <p className={styles.muted}>
            {t('noConsultations')} <Link href="/get-started">{t('startConsultation')}</Link>
          </p>
        ) : null}
        {assessments && assessments.length > 0 ? (
          <ul className={styles.list}>
            {assessments.map((a) => (
              <li key={a.id} className={styles.item}>
                <strong>{t(`consultationKind.${a.kind}`)}</strong> ·{' '}
                <time dateTime={a.createdAt}>{format.dateTime(new Date(a.createdAt), { dateStyle: 'medium' })}</time>
                <p>{t(`recommendation.${a.recommendation.code}`)}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

/** The free laser trial (one per customer): still to claim, or claimed, with its areas, city and date. */
async function TrialStatusCard({ trial, locale }: { trial: TrialStatus; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'account.trial' });
  const names = await getTranslations({ locale, namespace: 'skin.services' });
  const format = await getFormatter({ locale });
  const claim = trial.claim;
  return (
    <section aria-labelledby="trial" className={styles.item} data-testid="trial-status" data-status={trial.status}>
      <h2 id="trial">{t('title')}</h2>
      {claim ? (
        <p>
          {t('claimed', {
            date: format.dateTime(new Date(claim.claimedAt), { dateStyle: 'medium' }),
            areas: format.list(claim.bodyParts.map((part) => (names.has(part) ? names(part) : part))),
            city: cityLabel(claim.city, localeInfo(locale).language),
          })}
        </p>
      ) : (
        <p>
          {t('available')} <Link href="/skinnsi/laser-hair-removal?scrollTo=select-packages">{t('claim')}</Link>
        </p>
      )}
    </section>
  );
}
