'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useLocale } from '../../i18n/navigation';
import type { PlanOffer } from '../../lib/api/commerce-contracts';
import { localeInfo, type Locale } from '../../i18n/locales';
import { cityLabel } from '../../lib/cities';
import { formatMoney } from '../../lib/money';
import { cartApi } from '../../client/cart';
import { get } from '../../client/http';
import { readApiError } from '../../client/api-errors';
import { queryKeys } from '../../client/query-keys';
import { useRouter } from '../../i18n/navigation';
import { Button } from '../ui/button';
import { FormMessage } from '../ui/form-message';
import { SelectField } from '../ui/field';
import { QueryError } from '../ui/query-error';
import { useErrorText } from '../account/use-error-text';
import styles from './checkout.module.css';

/**
 * Book a 3D scan or order an impression kit: the city's scan types with prices, added to the cart. My account reads
 * the cities on the server (components/page-data.tsx); the scan types are read when a city is chosen.
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
    queryFn: () => get<{ cities: string[] }>(`/api/v1/booking/cities?country=${country}`).then((answer) => answer.cities),
  });
  const [chosen, setCity] = useState<string>(defaultCity ?? '');
  // One city needs no choosing.
  const city = chosen || (cities.data?.length === 1 ? (cities.data[0] ?? '') : '');
  const plans = useQuery({
    queryKey: queryKeys.scanTypes(country, city),
    queryFn: () => get<{ plans: PlanOffer[] }>(`/api/v1/booking/scan-types?city=${encodeURIComponent(city)}&country=${country}`).then((answer) => answer.plans),
    enabled: city !== '',
  });
  const add = useMutation({
    mutationFn: (planCode: string) => cartApi.add(locale, { planCode }),
    onSuccess: (cart) => {
      client.setQueryData(queryKeys.cart(locale), cart);
      router.push('/checkout/select-address');
    },
  });
  const busy = add.isPending || add.isSuccess;
  const failed = cities.isError ? cities : plans.isError ? plans : null;

  return (
    <section className={styles.section} aria-labelledby="book-scan">
      <h2 id="book-scan">{t('bookScanTitle')}</h2>
      <p className={styles.muted}>{t('bookScanIntro')}</p>
      {cities.data === undefined || cities.data.length > 0 ? (
        // Shown while the list loads too (disabled), so nothing below it moves when the cities arrive.
        <SelectField label={t('yourCity')} value={city} onChange={(e) => setCity(e.target.value)} disabled={cities.data === undefined} data-testid="scan-city">
          <option value="">{cities.data === undefined ? t('loading') : t('chooseCity')}</option>
          {(cities.data ?? []).map((c) => (
            <option key={c} value={c}>
              {cityLabel(c, localeInfo(locale as Locale).language)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {failed ? <QueryError onRetry={() => void failed.refetch()} retrying={failed.isFetching} /> : null}
      <FormMessage tone="error">{add.isError ? errorText(readApiError(add.error).fields[0] ?? readApiError(add.error)) : undefined}</FormMessage>
      {plans.data?.length === 0 || cities.data?.length === 0 ? <p>{t('noPlansHere')}</p> : null}
      {plans.data && plans.data.length > 0 ? (
        <ul className={styles.lines}>
          {plans.data.map((p) => (
            <li key={p.code} className={styles.choice}>
              <span className={styles.lineBody} style={{ flex: 1 }}>
                <strong>{t(`plans.${p.code}.name`)}</strong>
                <span className={styles.muted}>{t(`plans.${p.code}.description`)}</span>
                <span>
                  <strong>{p.price.amountMinor === 0 ? t('free') : formatMoney(p.price, locale)}</strong> {p.compareAt ? <s className={styles.muted}>{formatMoney(p.compareAt, locale)}</s> : null}
                </span>
              </span>
              <Button size="small" disabled={busy} onClick={() => add.mutate(p.code)} data-testid={`choose-${p.code}`}>
                {t('choose')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
