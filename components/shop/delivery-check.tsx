'use client';

import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { localeInfo, type Country, type Locale } from '@/i18n/locales';
import { DELIVERY_ESTIMATE_PATH } from '@/lib/api/paths';
import type { DeliveryEstimate } from '@/lib/api/delivery-contracts';
import { cityLabel } from '@/lib/cities';
import { isIndianPin } from '@/lib/delivery';
import { get } from '@/client/http';
import { readApiError } from '@/client/api-errors';
import { queryKeys } from '@/client/query-keys';
import { Button } from '@/components/ui/button';
import { FieldShell, TextField } from '@/components/ui/field';
import { QueryError } from '@/components/ui/query-error';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './delivery-check.module.css';

/**
 * "When will it arrive?" on a product page: an Indian PIN code (India) or one of the market's delivery cities (the
 * Gulf, `cities`), checked by GET /api/v1/delivery/estimate through React Query, answered with the day it is
 * delivered by, or that we do not deliver there yet. A market without delivery cities says so.
 */
export function DeliveryCheck({ country, cities }: { country: Country; cities: readonly string[] | null }) {
  const t = useTranslations('shop.delivery');
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const { language } = localeInfo(locale);
  const [value, setValue] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const byPin = cities === null;
  const estimate = useQuery({
    queryKey: queryKeys.deliveryEstimate(country, asked ?? ''),
    queryFn: () =>
      get<DeliveryEstimate>(
        `${DELIVERY_ESTIMATE_PATH}?country=${country}&${byPin ? 'pincode' : 'city'}=${encodeURIComponent(asked ?? '')}`,
      ),
    enabled: asked !== null,
    staleTime: 5 * 60_000,
  });

  if (cities !== null && cities.length === 0) {
    const name = new Intl.DisplayNames(locale, { type: 'region' }).of(country) ?? country;
    return (
      <section className={styles.box} aria-labelledby="delivery-title" data-testid="delivery-check">
        <h2 id="delivery-title" className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.muted}>{t('notInCountry', { country: name })}</p>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = value.trim();
    const ok = byPin ? isIndianPin(wanted) : cities.includes(wanted);
    setInvalid(!ok);
    if (ok) setAsked(wanted);
  };
  // The server's 400 names the field (a PIN code our check let through would be one); its words are ours here.
  const refused = estimate.isError && readApiError(estimate.error).status === 400;
  const fieldError = invalid || refused ? (byPin ? t('pinInvalid') : t('cityRequired')) : undefined;
  const check = (
    <Button type="submit" variant="secondary" disabled={estimate.isFetching} aria-busy={estimate.isFetching}>
      {estimate.isFetching ? t('checking') : t('check')}
    </Button>
  );

  return (
    <section className={styles.box} aria-labelledby="delivery-title" data-testid="delivery-check">
      <h2 id="delivery-title" className={styles.title}>
        {t('title')}
      </h2>
      <form onSubmit={submit} noValidate className={styles.form}>
        {byPin ? (
          <TextField
            label={t('pincode')}
            value={value}
            onChange={(e) => setValue(e.target.value.replace(/[^\d\s]/g, '').slice(0, 7))}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            error={fieldError}
            action={check}
            className={styles.pin}
            data-testid="delivery-pincode"
          />
        ) : (
          <FieldShell label={t('city')} error={fieldError} action={check}>
            {({ id, describedBy, invalid: isInvalid }) => (
              <select
                id={id}
                className={fieldStyles.control}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={isInvalid || undefined}
                data-testid="delivery-city"
              >
                <option value="">{t('chooseCity')}</option>
                {cities.map((city) => (
                  <option key={city} value={city}>
                    {cityLabel(city, language)}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
        )}
      </form>
      <div aria-live="polite" data-testid="delivery-answer">
        {estimate.data && !invalid ? (
          estimate.data.serviceable && estimate.data.deliverBy ? (
            <p className={styles.yes}>
              <strong>
                {t('deliveredBy', {
                  date: format.dateTime(new Date(`${estimate.data.deliverBy}T12:00:00Z`), {
                    weekday: 'long',
                    day: 'numeric',
                    month: 'long',
                    timeZone: 'UTC',
                  }),
                })}
              </strong>
              {estimate.data.city ? (
                <span className={styles.muted}>
                  {t('deliveredTo', {
                    place: byPin
                      ? `${cityLabel(estimate.data.city, language)} ${asked ?? ''}`
                      : cityLabel(estimate.data.city, language),
                  })}
                </span>
              ) : null}
            </p>
          ) : (
            <p className={styles.no}>{t('notServed')}</p>
          )
        ) : null}
        {estimate.isError && !refused ? (
          <QueryError onRetry={() => void estimate.refetch()} retrying={estimate.isFetching} />
        ) : null}
      </div>
    </section>
  );
}
