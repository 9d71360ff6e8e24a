'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { localeInfo } from '@/i18n/locales';
import { cityLabel } from '@/lib/cities';
import type { SkinCategory } from '@/lib/skin';
import { chosenCityKey } from '@/lib/query-whitelist';
import { queryKeys } from '@/client/query-keys';
import { get } from '@/client/http';
import { useStoredValue } from '@/client/use-stored-value';
import { useShell } from '@/components/shell/shell-provider';
import { Link } from '@/components/link';
import styles from './city-availability.module.css';

interface CityServices {
  city: { name: string; served: boolean } | null;
  categories: Array<{ code: SkinCategory; availableInCity: boolean | null }>;
}

/**
 * Says so when the visitor's city (the one they chose in the header, or the one their IP places them in) does not
 * offer this page's treatment (spec §3 location-based services). The page stays static: this reads the city in the
 * browser. Booking refuses such a city as well; this tells the visitor before they try.
 */
export function CityAvailability({ category, name }: { category: SkinCategory; name: string }) {
  const t = useTranslations('skinBooking.cityAvailability');
  const { country, language } = localeInfo(useLocale());
  const { state } = useShell();
  const [chosen] = useStoredValue(chosenCityKey(country));
  const city = chosen ?? state.app.ipBasedCity;
  const services = useQuery({
    queryKey: queryKeys.skinServicesForCity(country, city ?? ''),
    queryFn: () =>
      get<CityServices>(`/api/v1/skinnsi/services?country=${country}&city=${encodeURIComponent(city ?? '')}`),
    enabled: Boolean(city),
  });
  // A failed look-up says nothing: the packages and the booking still tell the visitor which cities are served.
  const here = services.data?.categories.find((c) => c.code === category);
  if (!city || !services.data?.city?.served || here?.availableInCity !== false) return null;
  // The notice names the city in the page's language; the query above keeps the name the visitor's choice stored.
  const shown = cityLabel(services.data.city.name, language);
  return (
    <p className={`container ${styles.notice}`} role="status" data-testid="city-availability">
      {t('notInCity', { category: name, city: shown })} <Link href="/skinnsi">{t('seeOthers', { city: shown })}</Link>
    </p>
  );
}
