'use client';

import { useTranslations } from 'next-intl';
import type { ApiError, ApiFieldError } from '@/client/api-errors';
import { useErrorText } from '@/components/account/use-error-text';

/** A feedback API refusal in words: this feature's codes (link invalid, expired, answered), else the shared ones. */
export function useFeedbackError() {
  const t = useTranslations('feedback');
  const errorText = useErrorText();
  return (error: ApiFieldError | ApiError | null | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.code && t.has(`errors.${error.code}`)) return t(`errors.${error.code}`);
    return errorText(error);
  };
}
