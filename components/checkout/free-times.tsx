'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import type { AvailabilityDay } from '@/lib/api/commerce-contracts';
import type { Country } from '@/i18n/locales';
import { get } from '@/client/http';
import { queryKeys } from '@/client/query-keys';
import booking from './booking.module.css';

/** How many of the next open days, and how many of each day's times, the preview shows. */
const DAYS_SHOWN = 3;
const TIMES_SHOWN = 4;

/**
 * The next free times of a scan's place (home visits in the city, or the chosen centre), shown while a visitor is
 * still choosing where to book, before any sign-in (issue 30 item 4). The exact time is picked after the cart, from
 * the same schedule.
 */
export function FreeTimes({
  country,
  city,
  place,
  clinicId,
}: {
  country: Country;
  city: string;
  place: 'home' | 'centre';
  clinicId: number | null;
}) {
  const t = useTranslations('checkout.freeTimes');
  const format = useFormatter();
  const ready = city !== '' && (place === 'home' || clinicId !== null);
  const query = useQuery({
    queryKey: queryKeys.availability(country, city, place, clinicId),
    queryFn: () => {
      const params = new URLSearchParams({ country, city, place });
      if (clinicId !== null) params.set('clinicId', String(clinicId));
      return get<{ days: AvailabilityDay[] }>(`/api/v1/booking/availability?${params}`).then((answer) => answer.days);
    },
    enabled: ready,
  });
  if (!ready || query.isError) return null;
  const open = (query.data ?? []).filter((day) => day.state === 'open' && day.times.length > 0).slice(0, DAYS_SHOWN);
  const dayLabel = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  return (
    <div
      className={booking.freeTimes}
      data-testid={`free-times-${place}`}
      aria-live="polite"
      aria-busy={query.isPending}
    >
      <p className={booking.freeTimesTitle}>{t('title')}</p>
      {query.isPending ? (
        <p>{t('loading')}</p>
      ) : open.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul>
          {open.map((day) => (
            <li key={day.date} data-testid="free-day">
              <strong>{dayLabel(day.date)}</strong> <span dir="ltr">{day.times.slice(0, TIMES_SHOWN).join(' · ')}</span>
              {day.times.length > TIMES_SHOWN ? ` ${t('more', { count: day.times.length - TIMES_SHOWN })}` : null}
            </li>
          ))}
        </ul>
      )}
      <p className={booking.freeTimesNote}>{t('note')}</p>
    </div>
  );
}
