'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import type { Order } from '@/lib/api/commerce-contracts';
import { BOOKING_CHANGE_REFUSALS, bookingChanges, type BookingChangeRefusal } from '@/lib/booking-changes';
import { BOOK_SCAN_PATH } from '@/lib/journey';
import { get, post } from '@/client/http';
import { readApiError, type ApiError } from '@/client/api-errors';
import { queryKeys } from '@/client/query-keys';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/components/account/use-error-text';
import type { Schedule } from './schedule';
import styles from './checkout.module.css';

const REFUSALS: ReadonlySet<string> = new Set(BOOKING_CHANGE_REFUSALS);

/**
 * Changing a booked visit from its order page: another day or time at the same place, or cancelling it (a free
 * booking here; a paid one through our care team, who return the money), until 24 hours before the visit
 * (lib/booking-changes.ts), under the booking's date, time and place (OrderView). Nothing shows for an order that
 * books nothing.
 */
export function BookingActions({ order }: { order: Order }) {
  const t = useTranslations('account.booking');
  const format = useFormatter();
  const client = useQueryClient();
  const errorText = useErrorText();
  const [picking, setPicking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<'moved' | 'cancelled' | null>(null);
  // "Now" is the moment the page was shown: the rule is checked again by the server on every change.
  const [shownAt] = useState(() => new Date());
  const changes = bookingChanges(order, shownAt);

  const settle = (answer: { order: Order }) => {
    client.setQueryData(queryKeys.order(order.id), answer.order);
    void client.invalidateQueries({ queryKey: queryKeys.orders, refetchType: 'none' });
  };
  const cancel = useMutation({
    mutationFn: () => post<{ order: Order }>(`/api/v1/orders/${order.id}/appointment/cancel`),
    onSuccess: (answer) => {
      settle(answer);
      setConfirming(false);
      setDone('cancelled');
    },
  });
  const textOf = (error: ApiError) => {
    const code = error.fields[0]?.code ?? error.code;
    return REFUSALS.has(code) ? t(`refusal.${code as BookingChangeRefusal}`) : errorText(error.fields[0] ?? error);
  };

  if (done === 'cancelled' || order.status === 'cancelled') {
    return done === 'cancelled' ? (
      <div className={styles.manage} data-testid="booking-actions">
        <h3>{t('cancelledTitle')}</h3>
        <FormMessage tone="success">{t('cancelled')}</FormMessage>
        {order.bookingKind === 'scan' ? <Link href={BOOK_SCAN_PATH}>{t('bookAgain')}</Link> : null}
      </div>
    ) : null;
  }
  if (changes.refusal === 'notBooking' || changes.refusal === 'notBooked') return null;

  const deadline = changes.until
    ? format.dateTime(new Date(changes.until), {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: order.slotTimeZone ?? undefined,
      })
    : '';
  return (
    <div className={styles.manage} data-testid="booking-actions">
      <h3>{t('title')}</h3>
      {done === 'moved' && order.slotStartsAt ? (
        <FormMessage tone="success">
          {t('moved', {
            when: format.dateTime(new Date(order.slotStartsAt), {
              dateStyle: 'full',
              timeStyle: 'short',
              timeZone: order.slotTimeZone ?? undefined,
            }),
          })}
        </FormMessage>
      ) : null}
      {changes.refusal === 'tooLate' ? (
        <p>
          {t('tooLate')} <Link href="/contact-us">{t('talkToUs')}</Link>
        </p>
      ) : (
        <>
          <p className={styles.muted}>{t('until', { deadline })}</p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => setPicking(!picking)}
              aria-expanded={picking}
              aria-controls="booking-times"
              data-testid="reschedule"
            >
              {t('reschedule')}
            </Button>
            {changes.cancel === 'self' ? (
              <Button
                variant="secondary"
                onClick={() => setConfirming(true)}
                disabled={confirming}
                data-testid="cancel-booking"
              >
                {t('cancel')}
              </Button>
            ) : null}
          </div>
          {changes.cancel === 'support' ? (
            <p className={styles.muted}>
              {t('cancelPaid')} <Link href="/contact-us">{t('talkToUs')}</Link>
            </p>
          ) : null}
          {confirming ? (
            <div className={styles.stack} role="group" aria-labelledby="booking-cancel-question">
              <p id="booking-cancel-question">
                <strong>{t('confirmCancel')}</strong>
              </p>
              <div className={styles.actions}>
                <Button onClick={() => cancel.mutate()} disabled={cancel.isPending} data-testid="confirm-cancel">
                  {t('confirmCancelYes')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
                  {t('confirmCancelNo')}
                </Button>
              </div>
            </div>
          ) : null}
          <FormMessage tone="error">{cancel.isError ? textOf(readApiError(cancel.error)) : undefined}</FormMessage>
          {picking ? (
            <NewTime
              order={order}
              textOf={textOf}
              onMoved={(answer) => {
                settle(answer);
                setPicking(false);
                setDone('moved');
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

/** The free times at the booking's place: days of the next two weeks, then a day's times. */
function NewTime({
  order,
  textOf,
  onMoved,
}: {
  order: Order;
  textOf: (error: ApiError) => string | undefined;
  onMoved: (answer: { order: Order }) => void;
}) {
  const t = useTranslations('account.booking');
  const tc = useTranslations('checkout');
  const format = useFormatter();
  const slots = useQuery({
    queryKey: queryKeys.appointmentSlots(order.id),
    queryFn: () => get<Schedule>(`/api/v1/orders/${order.id}/appointment/slots`),
  });
  const move = useMutation({
    mutationFn: (slotId: number) => post<{ order: Order }>(`/api/v1/orders/${order.id}/appointment`, { slotId }),
    onSuccess: onMoved,
    // A time just taken by someone else: read the free times again.
    onError: () => void slots.refetch(),
  });
  const [picked, setDay] = useState<string | null>(null);

  if (slots.isError) {
    const error = readApiError(slots.error);
    return error.status === 422 ? (
      <FormMessage tone="error">{textOf(error)}</FormMessage>
    ) : (
      <QueryError onRetry={() => void slots.refetch()} retrying={slots.isFetching} />
    );
  }
  const schedule = slots.data;
  if (!schedule) return <Skeleton height="8rem" label={t('pickTitle')} />;
  const day = picked ?? schedule.days.find((d) => d.state === 'open')?.date ?? null;
  const selected = schedule.days.find((d) => d.date === day) ?? null;
  // Days are calendar dates of the place's zone; noon UTC keeps every locale on the same date.
  const dayPart = (date: string, part: Pick<Intl.DateTimeFormatOptions, 'weekday' | 'day' | 'month'>) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), { ...part, timeZone: 'UTC' });
  const current = order.slotStartsAt;

  return (
    <div id="booking-times" className={styles.stack}>
      <h4>{t('pickTitle')}</h4>
      <p className={styles.muted}>{t('pickIntro')}</p>
      <ul className={styles.days}>
        {schedule.days.map((d) => (
          <li key={d.date}>
            <button
              type="button"
              className={styles.day}
              aria-pressed={d.date === day}
              data-state={d.state}
              onClick={() => setDay(d.date)}
              data-testid="new-day"
            >
              <span className={styles.dayWeek}>{dayPart(d.date, { weekday: 'short' })}</span>
              <span className={styles.dayNumber}>{dayPart(d.date, { day: 'numeric' })}</span>
              <span className={styles.dayWeek}>{dayPart(d.date, { month: 'short' })}</span>
              <small>
                {d.state === 'open' ? tc('timesLeft', { count: d.slots.length }) : tc(`dayState.${d.state}`)}
              </small>
            </button>
          </li>
        ))}
      </ul>
      {selected ? (
        <div aria-live="polite">
          {selected.state === 'open' ? (
            <div className={styles.times}>
              {selected.slots.map((s) => (
                <Button
                  key={s.id}
                  variant="secondary"
                  disabled={move.isPending || s.startsAt === current}
                  onClick={() => move.mutate(s.id)}
                  data-testid="new-slot"
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
            <p>{tc(`dayWhy.${selected.state}`)}</p>
          )}
        </div>
      ) : null}
      <FormMessage tone="error">{move.isError ? textOf(readApiError(move.error)) : undefined}</FormMessage>
    </div>
  );
}
