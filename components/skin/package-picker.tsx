'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useLocale, useRouter } from '@/i18n/navigation';
import type { SkinPackageView } from '@/lib/api/skin-contracts';
import type { LocationType } from '@/lib/commerce';
import { formatMoney } from '@/lib/money';
import type { SkinCategory } from '@/lib/skin';
import { chosenCityKey } from '@/lib/query-whitelist';
import { localeInfo } from '@/i18n/locales';
import { cityLabel } from '@/lib/cities';
import { wholeUnits } from '@/lib/skin-pages';
import { readApiError, type ApiError } from '@/client/api-errors';
import { skinApi } from '@/client/skin';
import { cartApi } from '@/client/cart';
import { CentreChoice, type Centre } from '@/components/checkout/centre-choice';
import { useStoredValue } from '@/client/use-stored-value';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { useSkinErrorText } from './use-skin-error-text';
import styles from './package-picker.module.css';

export interface PackagePickerProps {
  category: SkinCategory;
  service: string;
  /** The packages offered in the market (priced), in the catalogue's order. */
  packages: SkinPackageView[];
  /** Cities of the market where the category is offered. */
  cities: string[];
  /** Of those, the cities with a centre taking skin sessions. */
  centreCities: string[];
  /** The centres of the market taking skin sessions, with their city. */
  centres: Centre[];
  locationTypes: LocationType[];
}

/**
 * Pick a package, a city and a place (home or a centre, and which centre: the only place this is asked), then book:
 * the choice is saved (it stays with the visitor's cart, so it survives reloads and sign-in), the package becomes
 * the cart's booking at its place, and the visitor goes on to the bag, where they sign in if needed, add the address
 * of a home visit and pick a time. A choice saved earlier for this service is restored.
 */
export function PackagePicker({
  category,
  service,
  packages,
  cities,
  centreCities,
  centres,
  locationTypes,
}: PackagePickerProps) {
  const t = useTranslations('skin');
  const tb = useTranslations('skinBooking');
  const locale = useLocale();
  const router = useRouter();
  const errorText = useSkinErrorText();
  const id = useId();
  // The city the visitor chose in the header's city chip, in this page's market.
  const [storedCity] = useStoredValue(chosenCityKey(localeInfo(locale).country));
  const [selected, setSelected] = useState(() => (packages.find((p) => p.popular) ?? packages[0])?.code ?? '');
  const [city, setCity] = useState('');
  const [place, setPlace] = useState<LocationType>(locationTypes[0] ?? 'home');
  const [restored, setRestored] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [cityMissing, setCityMissing] = useState(false);
  const [centreId, setCentreId] = useState<number | null>(null);
  const [centreMissing, setCentreMissing] = useState(false);

  // A choice saved earlier (before signing in, or on another visit) picks up where the visitor left off.
  useEffect(() => {
    let cancelled = false;
    skinApi.choice(locale).then(
      (choice) => {
        if (cancelled || !choice) return;
        if (choice.city && cities.includes(choice.city)) setCity(choice.city);
        if (choice.serviceCategory !== category || choice.service !== service) return;
        if (choice.packageCode && packages.some((p) => p.code === choice.packageCode)) {
          setSelected(choice.packageCode);
          setRestored(true);
        }
        if (choice.locationType && locationTypes.includes(choice.locationType)) setPlace(choice.locationType);
      },
      () => {
        // No saved choice to restore: the page works the same without it.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [locale, category, service, packages, cities, locationTypes]);

  // Without a saved choice, the city from the header's city chip, when it offers this treatment.
  const shownCity = city || (storedCity && cities.includes(storedCity) ? storedCity : '');
  const centreHere = shownCity !== '' && centreCities.includes(shownCity);
  const shownPlace: LocationType =
    place === 'centre' && shownCity !== '' && !centreHere && locationTypes.includes('home') ? 'home' : place;
  const chosen = packages.find((p) => p.code === selected);
  // Home or a centre is asked here, once, and at a centre which one: the city's only centre is chosen already.
  const cityCentres = shownPlace === 'centre' && shownCity !== '' ? centres.filter((c) => c.city === shownCity) : [];
  const centre =
    cityCentres.find((c) => c.id === centreId)?.id ?? (cityCentres.length === 1 ? (cityCentres[0]?.id ?? null) : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    if (!shownCity) {
      setCityMissing(true);
      return;
    }
    setCityMissing(false);
    if (shownPlace === 'centre' && centre === null) {
      setCentreMissing(true);
      return;
    }
    setCentreMissing(false);
    setBusy(true);
    setError(null);
    try {
      await skinApi.saveChoice(locale, {
        serviceCategory: category,
        service,
        packageCode: chosen.code,
        city: shownCity,
        locationType: shownPlace,
      });
      await skinApi.book(locale, { packageCode: chosen.code, city: shownCity, locationType: shownPlace });
      // The centre goes with the booking, so the bag asks nothing more about the place.
      if (shownPlace === 'centre' && centre !== null)
        await cartApi.setVisit(locale, { locationType: 'centre', clinicId: centre });
      router.push('/checkout/select-address');
    } catch (body) {
      setError(readApiError(body));
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="package-picker">
      <fieldset className={styles.packages}>
        <legend className={styles.legend}>{tb('book.packagesLegend')}</legend>
        {restored ? (
          <p className={styles.restored} role="status">
            {tb('book.restored')}
          </p>
        ) : null}
        <div className={styles.cards}>
          {packages.map((p) => {
            if (!p.pricing.offered) return null;
            const pricing = p.pricing;
            const inputId = `${id}-${p.code}`;
            return (
              <div
                key={p.code}
                className={p.code === selected ? `${styles.card} ${styles.selected}` : styles.card}
                data-testid={`package-${p.sessions}`}
              >
                <input
                  id={inputId}
                  className={styles.radio}
                  type="radio"
                  name="package"
                  value={p.code}
                  checked={p.code === selected}
                  onChange={() => setSelected(p.code)}
                  aria-describedby={`${inputId}-included`}
                />
                <label htmlFor={inputId} className={styles.label}>
                  <span className={styles.sessions}>{t('sessions', { count: p.sessions })}</span>
                  {p.popular ? <span className={styles.badge}>{tb('book.popular')}</span> : null}
                  <span className={styles.price}>{formatMoney(pricing.price, locale)}</span>
                  {pricing.compareAt ? (
                    <s className={styles.compare}>
                      {tb('book.compareAt', { price: formatMoney(pricing.compareAt, locale) })}
                    </s>
                  ) : null}
                  {p.sessions > 1 ? (
                    <span className={styles.per}>
                      {tb('book.perSession', { price: formatMoney(wholeUnits(pricing.perSession), locale) })}
                    </span>
                  ) : null}
                  {pricing.saving && pricing.savingPercent ? (
                    <span className={styles.save}>
                      {tb('book.save', { amount: formatMoney(pricing.saving, locale), percent: pricing.savingPercent })}
                    </span>
                  ) : null}
                </label>
                <div id={`${inputId}-included`} className={styles.included}>
                  <span className={styles.includedTitle}>{tb('book.included')}</span>
                  <ul>
                    {p.inclusions.map((inclusion) => (
                      <li key={inclusion}>{t(`inclusions.${inclusion}`)}</li>
                    ))}
                  </ul>
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>

      <div className={styles.where}>
        <h3 className={styles.whereTitle}>{tb('book.where')}</h3>
        <SelectField
          label={tb('book.cityLabel')}
          value={shownCity}
          onChange={(e) => {
            setCity(e.target.value);
            setCityMissing(false);
            setCentreId(null);
            setCentreMissing(false);
          }}
          error={cityMissing ? tb('book.cityMissing') : undefined}
          data-testid="skin-city"
        >
          <option value="">{tb('book.chooseCity')}</option>
          {cities.map((c) => (
            <option key={c} value={c}>
              {cityLabel(c, localeInfo(locale).language)}
            </option>
          ))}
        </SelectField>
        {locationTypes.length > 1 ? (
          <fieldset className={styles.places}>
            <legend className={styles.placeLegend}>{tb('book.placeLegend')}</legend>
            {locationTypes.map((type) => {
              const disabled = type === 'centre' && shownCity !== '' && !centreHere;
              return (
                <label key={type} className={disabled ? `${styles.place} ${styles.disabled}` : styles.place}>
                  <input
                    type="radio"
                    name="place"
                    value={type}
                    checked={shownPlace === type}
                    disabled={disabled}
                    onChange={() => {
                      setPlace(type);
                      setCentreMissing(false);
                    }}
                  />
                  <span>
                    <strong>{tb(`book.place.${type}`)}</strong>
                    <span className={styles.hint}>
                      {disabled
                        ? tb('book.noCentre', { city: cityLabel(shownCity, localeInfo(locale).language) })
                        : tb(`book.placeHint.${type}`)}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        ) : (
          <p className={styles.onlyPlace}>
            <strong>{tb(`book.place.${shownPlace}`)}</strong> · {tb(`book.placeHint.${shownPlace}`)}
          </p>
        )}
        {cityCentres.length > 0 ? (
          <CentreChoice
            centres={cityCentres}
            chosen={centre}
            onChoose={(id) => {
              setCentreId(id);
              setCentreMissing(false);
            }}
            disabled={busy}
            error={centreMissing ? tb('book.centreMissing') : undefined}
            errorId={`${id}-centre-missing`}
            legend={tb('book.centreLegend')}
            loadingLabel={tb('book.centreLegend')}
            line="skinnsi"
          />
        ) : null}
      </div>

      <FormMessage tone="error">{errorText(error)}</FormMessage>
      <div className={styles.submit}>
        {chosen && chosen.pricing.offered ? (
          <p className={styles.total}>
            {tb('book.total')}: <strong>{formatMoney(chosen.pricing.price, locale)}</strong>
          </p>
        ) : null}
        <Button type="submit" disabled={busy || !chosen} aria-busy={busy} data-testid="book-package">
          {busy ? tb('book.adding') : tb('book.continue')}
        </Button>
        <p className={styles.next}>{shownPlace === 'centre' ? tb('book.nextCentre') : tb('book.next')}</p>
      </div>
    </form>
  );
}
