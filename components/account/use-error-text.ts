'use client';

import { useTranslations } from 'next-intl';
import type { ApiError, ApiFieldError } from '../../client/api-errors';

/** Turns an API error (or one of its field errors) into a sentence in the visitor's language. */
export function useErrorText() {
  const t = useTranslations('errors');
  return (error: ApiFieldError | ApiError | undefined | null): string | undefined => {
    if (!error) return undefined;
    const code = error.code;
    if (code && t.has(code)) return t(code, 'params' in error && error.params ? error.params : {});
    return t('generic');
  };
}
