'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useFormatter } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { localeInfo } from '@/i18n/locales';
import { cityLabel } from '@/lib/cities';
import type { AccountUser } from '@/lib/api/account-contracts';
import type { ScheduleDay } from '@/lib/api/commerce-contracts';
import { cartApi } from '@/client/cart';
import { get, post } from '@/client/http';
import { marketQuery } from '@/lib/api/paths';
import { readApiError, type ApiError } from '@/client/api-errors';
import { queryKeys } from '@/client/query-keys';
import { useRouter } from '@/i18n/navigation';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryError } from '@/components/ui/query-error';
import { StaysSignedIn } from '@/components/account/require-sign-in';
import { useErrorText } from '@/components/account/use-error-text';
import { useCart } from './use-cart';
import { isBookingOnly } from '@/lib/booking';
import { centreName } from '@/lib/centre-names';
import styles from './checkout.module.css';

export interface Schedule {
  locationKey: string;
  timeZone: string;
  days: ScheduleDay[];
}

interface Props {
  user: AccountUser;
  /** Why the cart has no schedule yet (no scan, no address or centre chosen), as the page found it; null if it has. */
  refusal: ApiError | null;
}

/**
 * Choose the scan's time: two weeks of days, free times per day, and why a day has none (with "tell me"). The page
 * reads the cart and the schedule per request (components/page-data.tsx).
 */
export function SelectSchedule({ user, refusal }: Props) {
  const t = useTranslations('checkout');
  const format = useFormatter();
  const locale = useLocale();
  const errorText = useErrorText();
  const router = useRouter();
  const client = useQueryClient();
  const { cart, query: cartQuery, run, busy, error: cartError } = useCart();
  const scheduleQuery = useQuery({
    queryKey: queryKeys.slots,
    queryFn: () => get<Schedule>(`/api/v1/booking/slots?${marketQuery(locale)}`),
    enabled: refusal === null,
  });
  const schedule = scheduleQuery.data;
  const [picked, setDay] = useState<string | null>(null);
  const alert = useMutation({
    mutationFn: (input: { locationKey: string; date: string }) =>
      post(`/api/v1/booking/slot-alerts?${marketQuery(locale)}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.slots }),
  });

  // A refusal of the schedule (the page's, or a read's) is the answer: say why, and lead back to the cart.
  const refused =
    refusal ??
    (scheduleQuery.isError && readApiError(scheduleQuery.error).status === 422
      ? readApiError(scheduleQuery.error)
      : null);
  if (refused) {
    return (
      <div className={styles.stack}>
        <StaysSignedIn user={user} />
        <h1>{t('scheduleTitle')}</h1>
        <FormMessage tone="error">{errorText(refused.fields[0] ?? refused)}</FormMessage>
        <Link href="/checkout/select-address">{t('backToCart')}</Link>
      </div>
    );
  }
  const failed = !schedule && scheduleQuery.isError ? scheduleQuery : !cart && cartQuery.isError ? cartQuery : null;
  if (failed) {
    return (
      <div className={styles.stack}>
        <StaysSignedIn user={user} />
        <h1>{t('scheduleTitle')}</h1>
        <QueryError onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
      </div>
    );
  }
  if (!schedule || !cart) return <Skeleton height="12rem" label={t('loading')} />;

  const day = picked ?? schedule.days.find((d) => d.state === 'open')?.date ?? schedule.days[0]?.date ?? null;
  const selected = schedule.days.find((d) => d.date === day) ?? null;
  // Days are calendar dates of the slots' zone; noon UTC keeps every locale on the same date.
  const dayPart = (date: string, part: Pick<Intl.DateTimeFormatOptions, 'weekday' | 'day' | 'month'>) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), { ...part, timeZone: 'UTC' });
  const dayLabel = (date: string) => dayPart(date, { weekday: 'short', day: 'numeric', month: 'short' });
  const chosen = cart.booking?.slot?.id ?? null;

  async function choose(slotId: number) {
    // A refused time (just taken) reads the free times again (useCart invalidates them).
    const next = await run((l) => cartApi.setSchedule(l, slotId));
    if (next) router.push('/checkout/select-address-step-2');
  }

  return (
    <div className={styles.stack}>
      <StaysSignedIn user={user} />
      <h1>{cart.booking?.kind === 'skin' ? t('scheduleSessionTitle') : t('scheduleTitle')}</h1>
      <p className={styles.muted}>
        {cart.booking?.locationType === 'centre' && cart.booking.clinic
          ? t('scheduleAtCentre', {
              centre: centreName(
                cart.booking.clinic.name,
                localeInfo(locale).language,
                cart.booking.kind === 'skin' ? 'skinnsi' : 'toothsi',
              ),
            })
          : t('scheduleAtHome', {
              city: cart.address ? cityLabel(cart.address.city, localeInfo(locale).language) : '',
            })}
      </p>
      <FormMessage tone="error">
        {cartError
          ? errorText(cartError.fields[0] ?? cartError)
          : alert.isError
            ? errorText(readApiError(alert.error).fields[0] ?? readApiError(alert.error))
            : undefined}
      </FormMessage>
      <section className={styles.section} aria-labelledby="days-title">
        <h2 id="days-title">{t('pickDay')}</h2>
        <ul className={styles.days}>
          {schedule.days.map((d) => (
            <li key={d.date}>
              <button
                type="button"
                className={styles.day}
                aria-pressed={d.date === day}
                data-state={d.state}
                onClick={() => setDay(d.date)}
                data-testid="day"
              >
                <span className={styles.dayWeek}>{dayPart(d.date, { weekday: 'short' })}</span>
                <span className={styles.dayNumber}>{dayPart(d.date, { day: 'numeric' })}</span>
                <span className={styles.dayWeek}>{dayPart(d.date, { month: 'short' })}</span>
                <small>
                  {d.state === 'open' ? t('timesLeft', { count: d.slots.length }) : t(`dayState.${d.state}`)}
                </small>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {selected ? (
        <section className={styles.section} aria-labelledby="times-title" aria-live="polite">
          <h2 id="times-title">{t('pickTime', { day: dayLabel(selected.date) })}</h2>
          {selected.state === 'open' ? (
            <div className={styles.times}>
              {selected.slots.map((s) => (
                <Button
                  key={s.id}
                  variant={chosen === s.id ? 'primary' : 'secondary'}
                  disabled={busy}
                  onClick={() => void choose(s.id)}
                  data-testid="slot"
                >
                  {format.dateTime(new Date(s.startsAt), {
                    hour: 'numeric',
                    minute: '2-digit',
                    timeZone: schedule.timeZone,
                  })}
                </Button>
              ))}
            </div>
          ) : (
            <>
              <p>{t(`dayWhy.${selected.state}`)}</p>
              {selected.state === 'full' ? (
                selected.alertSubscribed || (alert.isSuccess && alert.variables.date === selected.date) ? (
                  <FormMessage tone="success">{t('alertOn')}</FormMessage>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={alert.isPending}
                    onClick={() => alert.mutate({ locationKey: schedule.locationKey, date: selected.date })}
                    data-testid="notify-me"
                  >
                    {t('notifyMe')}
                  </Button>
                )
              ) : null}
            </>
          )}
          <p className={styles.muted}>{t('timesIn', { zone: zoneName(schedule.timeZone, locale) })}</p>
        </section>
      ) : null}
      <Link href="/checkout/select-address">{isBookingOnly(cart) ? t('backToBooking') : t('backToCart')}</Link>
    </div>
  );
}

/** The zone's name in the customer's language ("India Standard Time", "توقيت الخليج"). */
function zoneName(timeZone: string, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(new Date());
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}
