'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useLocale } from '../../i18n/navigation';
import type { PlanOffer } from '../../lib/api/commerce-contracts';
import { localeInfo, type Locale } from '../../i18n/locales';
import { formatMoney } from '../../lib/money';
import { cartApi } from '../../client/cart';
import { get } from '../../client/http';
import { readApiError, type ApiError } from '../../client/api-errors';
import { useRouter } from '../../i18n/navigation';
import { Button } from '../ui/button';
import { FormMessage } from '../ui/form-message';
import { SelectField } from '../ui/field';
import { useErrorText } from '../account/use-error-text';
import styles from './checkout.module.css';

/**
 * Book a 3D scan or order an impression kit: the city's scan types with prices, added to the cart. Until `active`
 * (my account renders it before it knows the customer's stage) it shows its loading state and asks for nothing.
 */
export function BookScan({ defaultCity, active = true }: { defaultCity?: string | null; active?: boolean }) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const errorText = useErrorText();
  const router = useRouter();
  const country = localeInfo(locale as Locale).country;
  const [cities, setCities] = useState<string[] | null>(null);
  const [city, setCity] = useState<string>(defaultCity ?? '');
  const [offer, setOffer] = useState<{ city: string; plans: PlanOffer[] } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!active) return;
    get<{ cities: string[] }>(`/api/v1/booking/cities?country=${country}`).then(
      (r) => {
        setCities(r.cities);
        // One city (or the city the visitor is in) needs no choosing.
        setCity((current) => current || (r.cities.length === 1 ? (r.cities[0] ?? '') : ''));
      },
      () => setCities([]),
    );
  }, [country, active]);

  useEffect(() => {
    if (!city) return;
    get<{ plans: PlanOffer[] }>(`/api/v1/booking/scan-types?city=${encodeURIComponent(city)}&country=${country}`).then(
      (r) => setOffer({ city, plans: r.plans }),
      () => setOffer({ city, plans: [] }),
    );
  }, [city, country]);

  const plans = offer && offer.city === city ? offer.plans : null;

  async function choose(code: string) {
    setBusy(true);
    setError(null);
    try {
      await cartApi.add(locale, { planCode: code });
      router.push('/checkout/select-address');
    } catch (body) {
      setError(readApiError(body));
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="book-scan">
      <h2 id="book-scan">{t('bookScanTitle')}</h2>
      <p className={styles.muted}>{t('bookScanIntro')}</p>
      {cities === null || cities.length > 0 ? (
        // Shown while the list loads too (disabled), so nothing below it moves when the cities arrive.
        <SelectField label={t('yourCity')} value={city} onChange={(e) => setCity(e.target.value)} disabled={cities === null} data-testid="scan-city">
          <option value="">{cities === null ? t('loading') : t('chooseCity')}</option>
          {(cities ?? []).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      ) : null}
      <FormMessage tone="error">{error ? errorText(error.fields[0] ?? error) : undefined}</FormMessage>
      {plans?.length === 0 || cities?.length === 0 ? <p>{t('noPlansHere')}</p> : null}
      {plans && plans.length > 0 ? (
        <ul className={styles.lines}>
          {plans.map((p) => (
            <li key={p.code} className={styles.choice}>
              <span className={styles.lineBody} style={{ flex: 1 }}>
                <strong>{t(`plans.${p.code}.name`)}</strong>
                <span className={styles.muted}>{t(`plans.${p.code}.description`)}</span>
                <span>
                  <strong>{p.price.amountMinor === 0 ? t('free') : formatMoney(p.price, locale)}</strong> {p.compareAt ? <s className={styles.muted}>{formatMoney(p.compareAt, locale)}</s> : null}
                </span>
              </span>
              <Button size="small" disabled={busy} onClick={() => void choose(p.code)} data-testid={`choose-${p.code}`}>
                {t('choose')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
