import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { EarlyFetch } from '../early-fetch';
import styles from './checkout.module.css';

/** Catalogue namespaces the checkout and order islands translate in the browser. */
const CHECKOUT_NAMESPACES = ['common', 'account', 'signIn', 'errors', 'checkout'] as const;

/**
 * The frame of a checkout, schedule, payment-status or order page: a static shell around a client island. `reads`
 * are the API paths the island reads first, started from the HTML with the session call (components/early-fetch.tsx).
 */
export async function CheckoutPage({ children, reads }: { children: ReactNode; reads?: readonly string[] }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(CHECKOUT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider messages={picked}>
      <EarlyFetch reads={reads} />
      <div className={`container ${styles.frame}`}>
        {children}
      </div>
    </NextIntlClientProvider>
  );
}
