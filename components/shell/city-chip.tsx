'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localeInfo } from '@/i18n/locales';
import { useShell } from './shell-provider';
import { fetchIpLocation, fetchServiceableCities } from '@/client/location';
import { useStoredValue } from '@/client/use-stored-value';
import { whenIdle } from '@/client/idle';
import { buildCityOptions } from '@/lib/city-list';
import { cityLabel } from '@/lib/cities';
import { chosenCityKey } from '@/lib/query-whitelist';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { Button, chipClass } from '@/components/ui/button';
import styles from './city-chip.module.css';

/** The city chip (spec §4): the city detected from the visitor's IP, or one they chose, which wins. */
export function CityChip() {
  const t = useTranslations('city');
  const tc = useTranslations('common');
  const { state, dispatch } = useShell();
  const { country, language } = localeInfo(useLocale());
  const [status, setStatus] = useState<'loading' | 'done'>('loading');
  const [chosen, setChosen] = useStoredValue(chosenCityKey(country));
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');

  useEffect(() => {
    let cancelled = false;
    // In idle time: started inside the page's hydration, the two requests made that long task longer on slow phones.
    const cancelLookup = whenIdle(() => {
      // The market's own cities: a Gulf page never offers India's.
      void Promise.all([fetchIpLocation(), fetchServiceableCities('Skinnsi', country)]).then(([location, cities]) => {
        if (cancelled) return;
        if (location)
          dispatch({
            type: 'setIpLocation',
            city: location.city,
            lat: location.lat,
            lng: location.lng,
            pincode: location.pincode,
          });
        if (cities) dispatch({ type: 'setServiceableCities', cities });
        setStatus('done');
      });
    });
    return () => {
      cancelled = true;
      cancelLookup();
    };
  }, [dispatch, country]);

  // A detected city outside this market's list (a visitor in Mumbai on a Gulf page) is not this market's city.
  const served = (name: string | null) =>
    name !== null && state.app.serviceableCities.some((c) => c.city.toLowerCase() === name.toLowerCase());
  const detected =
    status === 'done' && !served(state.app.ipBasedCity) && country !== 'IN' ? null : state.app.ipBasedCity;
  const city = chosen ?? detected;
  // The value stays the city's name in our data; what the visitor reads is their language's spelling (lib/cities.ts).
  const shown = city === null ? null : cityLabel(city, language);
  const options = buildCityOptions(state.app.serviceableCities, detected);

  function save() {
    if (!draft) return;
    setChosen(draft);
    setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        className={chipClass(styles.chip)}
        aria-label={`${t('label')}: ${shown ?? (status === 'loading' ? t('detecting') : t('unknown'))}`}
        aria-busy={status === 'loading'}
        data-testid="city-chip"
        onClick={() => {
          setDraft(city ?? '');
          setOpen(true);
        }}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="12" cy="10" r="2.5" fill="currentColor" />
        </svg>
        {/* Short enough for the chip in every language: the city, or "Your city" while there is none (the label says
            whether it is being found or is to be chosen). */}
        <span className={styles.name} data-testid="city-chip-name">
          {shown ?? t('label')}
        </span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('pickerTitle')} closeLabel={tc('close')}>
        <p>{t('pickerHint')}</p>
        <SelectField label={t('label')} value={draft} onChange={(e) => setDraft(e.target.value)}>
          {options.map((option) =>
            option.kind === 'placeholder' ? (
              <option key="placeholder" value="" disabled>
                {t('placeholder')}
              </option>
            ) : option.kind === 'others' ? (
              <option key="others" value={t('others')}>
                {t('others')}
              </option>
            ) : (
              <option key={option.id} value={option.city}>
                {cityLabel(option.city, language)}
              </option>
            ),
          )}
        </SelectField>
        <Button block onClick={save} disabled={!draft}>
          {t('save')}
        </Button>
      </Dialog>
    </>
  );
}
