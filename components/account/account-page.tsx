import type { ReactNode } from 'react';
import clsx from 'clsx';
import { IntlProvider } from '@/components/intl-provider';
import styles from './account.module.css';

/** Catalogue namespaces the account islands translate in the browser; content pages never ship them. */
const ACCOUNT_NAMESPACES = [
  'common',
  'account',
  'signIn',
  'errors',
  'profile',
  'address',
  'smileTracker',
  'assessment',
  'checkout',
] as const;

/**
 * The frame of an account page around its content and the islands inside it, with the namespaces they translate.
 */
export function AccountPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <IntlProvider namespaces={ACCOUNT_NAMESPACES}>
      <div className={clsx('container', styles.page, wide && styles.wide)}>{children}</div>
    </IntlProvider>
  );
}
