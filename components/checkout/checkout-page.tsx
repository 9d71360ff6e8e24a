import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import styles from './checkout.module.css';

/** Catalogue namespaces the checkout and order islands translate in the browser. */
const CHECKOUT_NAMESPACES = ['common', 'account', 'signIn', 'errors', 'checkout'] as const;

/** The frame of a checkout, schedule, payment-status or order page: a static shell around a client island. */
export async function CheckoutPage({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(CHECKOUT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider messages={picked}>
      <div className={`container ${styles.frame}`}>
        {children}
      </div>
    </NextIntlClientProvider>
  );
}
