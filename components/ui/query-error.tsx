'use client';

import { useTranslations } from 'next-intl';
import { Button } from './button';
import styles from './query-error.module.css';

/**
 * What a read that failed shows in place of its data: why (a failure, never an empty list) and a button that reads
 * it again. `message` names a more precise cause than "could not load" when the caller knows it.
 */
export function QueryError({
  onRetry,
  retrying = false,
  message,
}: {
  onRetry: () => void;
  retrying?: boolean;
  message?: string;
}) {
  const t = useTranslations('common');
  return (
    <div className={styles.box} role="alert" data-testid="query-error">
      <p className={styles.text}>{message ?? t('loadFailed')}</p>
      <Button variant="secondary" size="small" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {t('retry')}
      </Button>
    </div>
  );
}
