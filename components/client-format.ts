'use client';

import { useMemo } from 'react';
import { useLocale } from '../i18n/navigation';
import { localeInfo, timeZoneOf } from '../i18n/locales';

/**
 * Dates in the page's locale and its market's time zone (as the server's next-intl config has it) unless the
 * options name another: what islands used next-intl's `useFormatter` for.
 */
export function useClientFormatter() {
  const locale = useLocale();
  return useMemo(() => {
    const timeZone = timeZoneOf(localeInfo(locale).country);
    return { dateTime: (date: Date, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(date) };
  }, [locale]);
}
