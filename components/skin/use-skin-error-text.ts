'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localeInfo } from '@/i18n/locales';
import { withCityName } from '@/lib/cities';
import type { ApiError } from '@/client/api-errors';
import { useErrorText } from '@/components/account/use-error-text';

/** An API error of the skin calls in the visitor's language: the skin line's own codes first, then the shared ones. */
export function useSkinErrorText() {
  const t = useTranslations('skinBooking');
  const shared = useErrorText();
  const { language } = localeInfo(useLocale());
  return (error: ApiError | null): string | undefined => {
    if (!error) return undefined;
    const field = error.fields[0];
    const code = field?.code ?? error.code;
    if (code && t.has(`errors.${code}`)) return t(`errors.${code}`, withCityName(field?.params ?? {}, language));
    return shared(field ?? error);
  };
}
