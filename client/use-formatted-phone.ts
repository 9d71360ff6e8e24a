import { useEffect, useState } from 'react';
import type { Country } from '@/i18n/locales';

/**
 * A number a customer typed, formatted for their country (lib/phone-format.ts) once the formatter has loaded: it is
 * fetched when a confirmation first shows the number, so a form's page does not ship it. Until then, as typed.
 */
export function useFormattedPhone(phone: string, country: Country): string {
  const [formatted, setFormatted] = useState<{ phone: string; country: Country; shown: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/phone-format').then(({ formatPhone }) => {
      if (live) setFormatted({ phone, country, shown: formatPhone(phone, country) });
    });
    return () => {
      live = false;
    };
  }, [phone, country]);
  return formatted && formatted.phone === phone && formatted.country === country ? formatted.shown : phone.trim();
}
