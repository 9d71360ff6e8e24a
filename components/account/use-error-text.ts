'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localeInfo } from '@/i18n/locales';
import { withCityName } from '@/lib/cities';
import type { ApiError, ApiFieldError } from '@/client/api-errors';

/** Turns an API error (or one of its field errors) into a sentence in the visitor's language. */
export function useErrorText() {
  const t = useTranslations('errors');
  const { language } = localeInfo(useLocale());
  return (error: ApiFieldError | ApiError | undefined | null): string | undefined => {
    if (!error) return undefined;
    const code = error.code;
    if (code && t.has(code))
      return t(code, 'params' in error && error.params ? withCityName(error.params, language) : {});
    return t('generic');
  };
}
