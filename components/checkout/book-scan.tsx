'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import type { PlanOffer } from '@/lib/api/commerce-contracts';
import { localeInfo, type Locale } from '@/i18n/locales';
import { cityLabel } from '@/lib/cities';
import { formatMoney } from '@/lib/money';
import { cartApi } from '@/client/cart';
import { get } from '@/client/http';
import { readApiError } from '@/client/api-errors';
import { queryKeys } from '@/client/query-keys';
import { useRouter } from '@/i18n/navigation';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { SelectField } from '@/components/ui/field';
import { QueryError } from '@/components/ui/query-error';
import { useErrorText } from '@/components/account/use-error-text';
import { CentreChoice, useCentres } from './centre-choice';
import { FreeTimes } from './free-times';
import styles from './checkout.module.css';
import booking from './booking.module.css';

const atCentre = (plan: PlanOffer) => plan.kind === 'scan' && plan.locationType === 'centre';

/**
 * Book a 3D scan or order an impression kit: the city's scan types with prices. This is where home or centre is
 * asked (the only place: later steps show the choice with a way back here); a centre scan also asks which centre,
 * the city's only one already chosen. The cities come from the page (components/page-data.tsx); the scan types and
 * centres are read when a city is chosen.
 */
export function BookScan({ defaultCity }: { defaultCity?: string | null }) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const errorText = useErrorText();
  const router = useRouter();
  const client = useQueryClient();
  const country = localeInfo(locale as Locale).country;
  const cities = useQuery({
    queryKey: queryKeys.bookingCities(country),
    queryFn: () =>
      get<{ cities: string[] }>(`/api/v1/booking/cities?country=${country}`).then((answer) => answer.cities),
  });
  const [chosen, setCity] = useState<string>(defaultCity ?? '');
  // One city needs no choosing.
  const city = chosen || (cities.data?.length === 1 ? (cities.data[0] ?? '') : '');
  const plans = useQuery({
    queryKey: queryKeys.scanTypes(country, city),
    queryFn: () =>
      get<{ plans: PlanOffer[] }>(
        `/api/v1/booking/scan-types?city=${encodeURIComponent(city)}&country=${country}`,
      ).then((answer) => answer.plans),
    enabled: city !== '',
  });
  const centreOffered = plans.data?.some(atCentre) ?? false;
  const centres = useCentres(centreOffered ? city : '');
  const [centreId, setCentreId] = useState<number | null>(null);
  const [centreMissing, setCentreMissing] = useState(false);
  // The city's only centre is chosen for the customer (and shown chosen); a centre of another city is not kept.
  const list = centres.data ?? [];
  const centre = list.find((c) => c.id === centreId)?.id ?? (list.length === 1 ? (list[0]?.id ?? null) : null);

  const add = useMutation({
    mutationFn: async (plan: PlanOffer) => {
      const cart = await cartApi.add(locale, { planCode: plan.code });
      return atCentre(plan) && centre !== null
        ? cartApi.setVisit(locale, { locationType: 'centre', clinicId: centre })
        : cart;
    },
    onSuccess: (cart) => {
      client.setQueryData(queryKeys.cart(locale), cart);
      router.push('/checkout/select-address');
    },
  });
  const busy = add.isPending || add.isSuccess;
  const failed = cities.isError ? cities : plans.isError ? plans : centres.isError ? centres : null;

  function choose(plan: PlanOffer) {
    if (atCentre(plan) && centre === null) {
      setCentreMissing(true);
      return;
    }
    setCentreMissing(false);
    add.mutate(plan);
  }

  return (
    <section className={styles.section} aria-labelledby="book-scan">
      {/* The page around it says what booking a scan is; this is its one question: where, and which scan. */}
      <h2 id="book-scan">{t('whereScan')}</h2>
      {cities.data === undefined || cities.data.length > 0 ? (
        // Shown while the list loads too (disabled), so nothing below it moves when the cities arrive.
        <SelectField
          label={t('yourCity')}
          value={city}
          onChange={(e) => {
            setCity(e.target.value);
            setCentreId(null);
            setCentreMissing(false);
          }}
          disabled={cities.data === undefined}
          data-testid="scan-city"
        >
          <option value="">{cities.data === undefined ? t('loading') : t('chooseCity')}</option>
          {(cities.data ?? []).map((c) => (
            <option key={c} value={c}>
              {cityLabel(c, localeInfo(locale as Locale).language)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {failed ? <QueryError onRetry={() => void failed.refetch()} retrying={failed.isFetching} /> : null}
      <FormMessage tone="error">
        {add.isError ? errorText(readApiError(add.error).fields[0] ?? readApiError(add.error)) : undefined}
      </FormMessage>
      {plans.data?.length === 0 || cities.data?.length === 0 ? <p>{t('noPlansHere')}</p> : null}
      {plans.data && plans.data.length > 0 ? (
        <>
          {centreOffered ? null : plans.data.some((p) => p.kind === 'scan') ? (
            <p className={styles.muted}>
              {t('noCentre', { city: cityLabel(city, localeInfo(locale as Locale).language) })}
            </p>
          ) : null}
          <ul className={styles.lines}>
            {plans.data.map((p) => (
              <li key={p.code} className={booking.plan} data-testid={`plan-${p.code}`}>
                <div className={booking.planTop}>
                  <span className={styles.lineBody}>
                    <strong>{t(`plans.${p.code}.name`)}</strong>
                    <span className={styles.muted}>{t(`plans.${p.code}.description`)}</span>
                    <span>
                      <strong>{p.price.amountMinor === 0 ? t('free') : formatMoney(p.price, locale)}</strong>{' '}
                      {p.compareAt ? <s className={styles.muted}>{formatMoney(p.compareAt, locale)}</s> : null}
                    </span>
                  </span>
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => choose(p)}
                    data-testid={`choose-${p.code}`}
                    aria-describedby={atCentre(p) && centreMissing ? 'centre-missing' : undefined}
                  >
                    {t('choose')}
                  </Button>
                </div>
                {atCentre(p) ? (
                  <CentreChoice
                    centres={list}
                    loading={centres.isPending}
                    chosen={centre}
                    onChoose={(id) => {
                      setCentreId(id);
                      setCentreMissing(false);
                    }}
                    disabled={busy}
                    error={centreMissing ? t('chooseCentreFirst') : undefined}
                    errorId="centre-missing"
                    legend={t('chooseCentre')}
                    loadingLabel={t('loading')}
                  />
                ) : null}
                {p.kind === 'scan' && p.locationType ? (
                  <FreeTimes
                    country={country}
                    city={city}
                    place={p.locationType}
                    clinicId={atCentre(p) ? centre : null}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
