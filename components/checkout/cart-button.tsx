'use client';

import { useCartCount } from '@/client/cart';
import { Link } from '@/components/link';
import { chipClass } from '@/components/ui/button';
import styles from './cart-button.module.css';

/**
 * The header's cart link with its item count. The count comes from a readable cookie the cart API keeps, so
 * static pages show it without a request. Labels arrive as props: the header's island ships no catalogue.
 */
export function CartButton({ label }: { label: string }) {
  const count = useCartCount();
  const shown = count ?? 0;
  return (
    <Link
      href="/checkout/select-address"
      className={chipClass(styles.button)}
      aria-label={shown > 0 ? `${label} (${shown})` : label}
      data-testid="cart-button"
    >
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 7h12l-1 13H7L6 7z" />
        <path d="M9 7a3 3 0 0 1 6 0" />
      </svg>
      {shown > 0 ? (
        <span className={styles.badge} data-testid="cart-count">
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
