import type { ReactNode } from 'react';
import styles from './form-message.module.css';

/**
 * A form-level message: errors are announced at once (role alert), confirmations politely (role status).
 * Renders nothing without children, so callers can pass an optional message straight in.
 */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children?: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p className={`${styles.message} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
