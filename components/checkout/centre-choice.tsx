'use client';

import { useId } from 'react';
import { useLocale } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { get } from '@/client/http';
import { queryKeys } from '@/client/query-keys';
import { localeInfo } from '@/i18n/locales';
import { centreAddress, centreName, type CentreLine } from '@/lib/centre-names';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './booking.module.css';

export interface Centre {
  id: number;
  name: string;
  address: string;
  city: string;
}

/**
 * The experience centres of a city of the page's market (none: visits there are at home); not read without a city.
 * A city of another market has none here: a Gulf page never offers an Indian centre.
 */
export function useCentres(city: string) {
  const country = localeInfo(useLocale()).country;
  return useQuery({
    queryKey: queryKeys.clinics(country, city),
    queryFn: () =>
      get<{ centreFlow: boolean; clinics: Centre[] }>(
        `/api/v1/booking/centre-flow?city=${encodeURIComponent(city)}&country=${country}`,
      ).then((answer) => answer.clinics),
    enabled: city !== '',
  });
}

interface Props {
  centres: readonly Centre[];
  /** The centre chosen, or the city's only one (chosen for the customer, and shown chosen). */
  chosen: number | null;
  onChoose: (id: number) => void;
  loading?: boolean;
  disabled?: boolean;
  /** Why the booking cannot go on yet ("choose a centre"), shown under the list. */
  error?: string;
  errorId?: string;
  /** The list's legend ("Choose a centre"), and what a screen reader hears while the list loads. */
  legend: string;
  loadingLabel: string;
  /** Whose visit it is: the centres are named under that line's brand. */
  line?: CentreLine;
}

/**
 * Which centre, as radio buttons with each centre's name and address: part of the one question of where the
 * visit happens, on the booking pages of both lines.
 */
export function CentreChoice({
  centres,
  chosen,
  onChoose,
  loading = false,
  disabled = false,
  error,
  errorId,
  legend,
  loadingLabel,
  line = 'toothsi',
}: Props) {
  const name = useId();
  const { language } = localeInfo(useLocale());
  if (loading) return <Skeleton height="4rem" label={loadingLabel} />;
  if (centres.length === 0) return null;
  return (
    <fieldset className={styles.centres} data-testid="centre-choice" aria-describedby={error ? errorId : undefined}>
      <legend className={styles.centresLegend}>{legend}</legend>
      {centres.map((c) => (
        <label key={c.id} className={styles.centre}>
          <input
            type="radio"
            name={name}
            value={c.id}
            checked={chosen === c.id}
            disabled={disabled}
            onChange={() => onChoose(c.id)}
          />
          <span>
            <strong>
              <bdi>{centreName(c.name, language, line)}</bdi>
            </strong>
            <span className={styles.centreAddress}>
              <bdi>{centreAddress(c.address, language)}</bdi>
            </span>
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
