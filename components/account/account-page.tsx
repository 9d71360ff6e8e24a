import type { ReactNode } from 'react';
import clsx from 'clsx';
import { IslandMessages } from '../island-messages';
import { EarlyFetch } from '../early-fetch';
import styles from './account.module.css';

/** Catalogue namespaces the account islands translate in the browser; content pages never ship them. */
const ACCOUNT_NAMESPACES = ['common', 'account', 'signIn', 'errors', 'profile', 'address', 'smileTracker', 'assessment', 'checkout'] as const;

/**
 * The frame of an account page: a static shell whose content is a signed-in client island. `reads` are the API
 * paths the island reads first, started from the HTML with the session call (components/early-fetch.tsx).
 */
export function AccountPage({ children, wide = false, reads }: { children: ReactNode; wide?: boolean; reads?: readonly string[] }) {
  return (
    <IslandMessages namespaces={ACCOUNT_NAMESPACES}>
      <EarlyFetch reads={reads} />
      <div className={clsx('container', styles.page, wide && styles.wide)}>{children}</div>
    </IslandMessages>
  );
}
