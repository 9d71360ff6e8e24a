import type { ReactNode } from 'react';
import { IslandMessages } from '../island-messages';
import { EarlyFetch } from '../early-fetch';
import styles from './checkout.module.css';

/** Catalogue namespaces the checkout and order islands translate in the browser. */
const CHECKOUT_NAMESPACES = ['common', 'account', 'signIn', 'errors', 'checkout'] as const;

/**
 * The frame of a checkout, schedule, payment-status or order page around its client island, with the session call
 * started from the HTML (components/early-fetch.tsx). My orders and the bag render their data on the server.
 */
export function CheckoutPage({ children }: { children: ReactNode }) {
  return (
    <IslandMessages namespaces={CHECKOUT_NAMESPACES}>
      <EarlyFetch />
      <div className={`container ${styles.frame}`}>
        {children}
      </div>
    </IslandMessages>
  );
}
