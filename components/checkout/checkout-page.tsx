import type { ReactNode } from 'react';
import { IslandMessages } from '../island-messages';
import { EarlyFetch } from '../early-fetch';
import styles from './checkout.module.css';

/** Catalogue namespaces the checkout and order islands translate in the browser. */
const CHECKOUT_NAMESPACES = ['common', 'account', 'signIn', 'errors', 'checkout'] as const;

/**
 * The frame of a checkout, schedule, payment-status or order page: a static shell around a client island. `reads`
 * are the API paths the island reads first, started from the HTML with the session call (components/early-fetch.tsx).
 */
export function CheckoutPage({ children, reads }: { children: ReactNode; reads?: readonly string[] }) {
  return (
    <IslandMessages namespaces={CHECKOUT_NAMESPACES}>
      <EarlyFetch reads={reads} />
      <div className={`container ${styles.frame}`}>
        {children}
      </div>
    </IslandMessages>
  );
}
