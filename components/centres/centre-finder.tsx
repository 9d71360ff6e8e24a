'use client';

import { useMemo, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { fetchIpLocation } from '@/client/location';
import { localeInfo } from '@/i18n/locales';
import { cityLabel } from '@/lib/cities';
import { queryKeys } from '@/client/query-keys';
import {
  ALL_CITIES,
  asPoint,
  centreCities,
  chosenCity,
  cityWithoutCentre,
  inCity,
  sortByDistance,
  type Centre,
  type Point,
} from '@/lib/centres';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { Link } from '@/components/link';
import { BOOK_SCAN_PATH } from '@/lib/journey';
import { CentreCard } from './centre-card';
import styles from './centres.module.css';

type Origin = { point: Point; source: 'ip' | 'device' } | null;
type DeviceStatus = 'idle' | 'asking' | 'denied' | 'unavailable';

const QUERY_CHANGED = 'centres:query';

function subscribeToQuery(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(QUERY_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(QUERY_CHANGED, onChange);
  };
}

/** The `city` query of the address bar, read after hydration (null on the server) so the page itself stays static. */
function useCityQuery(): [string | null, (city: string | null) => void] {
  const query = useSyncExternalStore(
    subscribeToQuery,
    () => new URLSearchParams(window.location.search).get('city'),
    () => null,
  );
  function choose(next: string | null) {
    const url = new URL(window.location.href);
    url.searchParams.set('city', next ?? ALL_CITIES);
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new Event(QUERY_CHANGED));
  }
  return [query, choose];
}

/**
 * The centre list: nearest first from where the visitor's IP places them, or from the device's position when they
 * ask for it with the button (kept in memory only, never sent or stored), filtered by the `city` query. A city
 * without a centre is said to have none, with home scans offered where we do them, above every city's centres.
 */
export function CentreFinder({ centres, homeScanCities }: { centres: Centre[]; homeScanCities: readonly string[] }) {
  const t = useTranslations('centres');
  const { language } = localeInfo(useLocale());
  const cities = useMemo(() => centreCities(centres), [centres]);
  const [query, chooseCity] = useCityQuery();
  const city = chosenCity(query, cities);
  const missing = cityWithoutCentre(query, cities, homeScanCities);
  const scansAtHome = missing !== null && homeScanCities.includes(missing);
  const [device, setDevice] = useState<Point | null>(null);
  const [deviceStatus, setDeviceStatus] = useState<DeviceStatus>('idle');
  const ip = useQuery({ queryKey: queryKeys.ipLocation, queryFn: fetchIpLocation, staleTime: Infinity });
  const ipPoint = ip.data ? asPoint(ip.data.lat, ip.data.lng) : null;
  const origin: Origin = device
    ? { point: device, source: 'device' }
    : ipPoint
      ? { point: ipPoint, source: 'ip' }
      : null;
  const shown = inCity(sortByDistance(centres, origin?.point ?? null), city);

  function locate() {
    if (!('geolocation' in navigator)) {
      setDeviceStatus('unavailable');
      return;
    }
    setDeviceStatus('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setDevice(asPoint(position.coords.latitude, position.coords.longitude));
        setDeviceStatus('idle');
      },
      (error) => setDeviceStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  }

  const status =
    deviceStatus === 'asking'
      ? t('locating')
      : deviceStatus === 'denied'
        ? t('locationDenied')
        : deviceStatus === 'unavailable'
          ? t('locationUnavailable')
          : origin?.source === 'device'
            ? t('sortedByDevice')
            : origin
              ? t('sortedByArea')
              : null;

  return (
    <div className={styles.finder}>
      <div className={styles.toolbar}>
        {cities.length > 1 ? (
          <SelectField
            label={t('cityFilter')}
            value={city ?? ALL_CITIES}
            onChange={(e) => chooseCity(e.target.value === ALL_CITIES ? null : e.target.value)}
            data-testid="centre-city"
          >
            <option value={ALL_CITIES}>{t('allCities')}</option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {cityLabel(c, language)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <Button variant="secondary" onClick={locate} disabled={deviceStatus === 'asking'}>
          {t('useMyLocation')}
        </Button>
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
      {missing ? (
        <div className={styles.noCentre} data-testid="no-centre-in-city">
          <p className={styles.noCentreTitle}>{t('noCentreInCity', { city: cityLabel(missing, language) })}</p>
          {scansAtHome ? (
            <p>
              {t('homeScanIn', { city: cityLabel(missing, language) })}{' '}
              <Link href={BOOK_SCAN_PATH} className={styles.noCentreLink}>
                {t('homeScanCta')}
              </Link>
            </p>
          ) : null}
          <p>{t('allCentresBelow')}</p>
        </div>
      ) : null}
      <p className={styles.count}>{t('count', { count: shown.length })}</p>
      <ol className={styles.list} data-testid="centre-list">
        {shown.map((centre) => (
          <li key={centre.id}>
            <CentreCard centre={centre} />
          </li>
        ))}
      </ol>
    </div>
  );
}
