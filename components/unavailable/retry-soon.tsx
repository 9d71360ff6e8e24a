'use client';

import { startTransition, useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** Seconds between automatic tries: the first after the 503's Retry-After, then longer, up to a minute. */
const BACKOFF_S = [5, 10, 20, 40, 60];

/**
 * Renders the page again on the server by itself (after 5 s, then longer) and on a tap, with the time to the next
 * try announced politely. The page's own content replaces this view as soon as the database answers.
 */
export function RetrySoon() {
  const t = useTranslations('unavailable');
  const router = useRouter();
  const [attempt, setAttempt] = useState(0);
  const [left, setLeft] = useState(BACKOFF_S[0] ?? 5);

  const retry = () => {
    setAttempt((n) => n + 1);
    setLeft(BACKOFF_S[Math.min(attempt + 1, BACKOFF_S.length - 1)] ?? 60);
    startTransition(() => router.refresh());
  };

  useEffect(() => {
    const timer = setTimeout(() => (left <= 1 ? retry() : setLeft(left - 1)), 1_000);
    return () => clearTimeout(timer);
  });

  return (
    <p style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-3)' }}>
      <Button onClick={retry}>{t('retry')}</Button>
      <span role="status" aria-live="polite" aria-atomic="true">
        {t('retryingIn', { seconds: left })}
      </span>
    </p>
  );
}
