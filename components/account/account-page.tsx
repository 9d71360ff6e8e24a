import type { ReactNode } from 'react';
import clsx from 'clsx';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { EarlyFetch } from '../early-fetch';
import styles from './account.module.css';

/** Catalogue namespaces the account islands translate in the browser; content pages never ship them. */
const ACCOUNT_NAMESPACES = ['common', 'account', 'signIn', 'errors', 'profile', 'address', 'smileTracker', 'assessment', 'checkout'] as const;

/**
 * The frame of an account page: a static shell whose content is a signed-in client island. `reads` are the API
 * paths the island reads first, started from the HTML with the session call (components/early-fetch.tsx).
 */
export async function AccountPage({ children, wide = false, reads }: { children: ReactNode; wide?: boolean; reads?: readonly string[] }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(ACCOUNT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider messages={picked}>
      <EarlyFetch reads={reads} />
      <div className={clsx('container', styles.page, wide && styles.wide)}>{children}</div>
    </NextIntlClientProvider>
  );
}
