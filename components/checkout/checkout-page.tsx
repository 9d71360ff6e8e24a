import type { ReactNode } from 'react';
import { IntlProvider } from '@/components/intl-provider';
import styles from './checkout.module.css';

/** Catalogue namespaces the checkout and order islands translate in the browser. */
const CHECKOUT_NAMESPACES = ['common', 'account', 'signIn', 'errors', 'checkout', 'skin', 'rewards'] as const;

/**
 * The frame of a checkout, schedule, payment-status or order page around its client island. My orders and the bag
 * render their data on the server.
 */
export function CheckoutPage({ children }: { children: ReactNode }) {
  return (
    <IntlProvider namespaces={CHECKOUT_NAMESPACES}>
      <div className={`container ${styles.frame}`}>{children}</div>
    </IntlProvider>
  );
}
