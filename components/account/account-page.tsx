import type { ReactNode } from 'react';
import clsx from 'clsx';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import styles from './account.module.css';

/** Catalogue namespaces the account islands translate in the browser; content pages never ship them. */
const ACCOUNT_NAMESPACES = ['common', 'account', 'signIn', 'errors', 'profile', 'address', 'smileTracker', 'assessment', 'checkout'] as const;

/** The frame of an account page: a static shell whose content is a signed-in client island. */
export async function AccountPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(ACCOUNT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider messages={picked}>
      <div className={clsx('container', styles.page, wide && styles.wide)}>{children}</div>
    </NextIntlClientProvider>
  );
}
