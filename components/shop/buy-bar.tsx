'use client';

import { useEffect, useState } from 'react';
import { Link } from '@/components/link';
import { Button, buttonClass } from '@/components/ui/button';
import { useAddToCart, type AddToCartLabels } from '@/components/checkout/add-to-cart';
import styles from './buy-bar.module.css';

/**
 * A product page's sticky bottom bar on a phone: the price and "Add to cart", shown once the page's own button
 * (`anchorId`) has scrolled out of view, hidden again when it is back. While it shows, <html data-buy-bar> gives the
 * page room at the bottom and lifts the WhatsApp button above it (buy-bar.module.css, floating.module.css), so it
 * covers neither. Inside the native app it shows too: the app's tab bar sits below the webview, not over it.
 */
export function BuyBar({
  anchorId,
  productId,
  name,
  price,
  disabled,
  labels,
}: {
  anchorId: string;
  productId: number;
  name: string;
  price: string;
  disabled: boolean;
  labels: AddToCartLabels & { region: string };
}) {
  const [shown, setShown] = useState(false);
  const cart = useAddToCart(productId, labels);

  useEffect(() => {
    const anchor = document.getElementById(anchorId);
    if (!anchor) return;
    const observer = new IntersectionObserver(([entry]) => setShown(entry !== undefined && !entry.isIntersecting));
    observer.observe(anchor);
    return () => observer.disconnect();
  }, [anchorId]);

  useEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute('data-buy-bar', shown);
    return () => root.removeAttribute('data-buy-bar');
  }, [shown]);

  return (
    <div className={styles.bar} hidden={!shown} role="region" aria-label={labels.region} data-testid="buy-bar">
      <div className={styles.inner}>
        <p className={styles.text}>
          <span className={styles.name}>{name}</span>
          <strong className={styles.price}>{price}</strong>
        </p>
        {cart.added ? (
          <Link href="/checkout/select-address" className={buttonClass({ size: 'small', variant: 'secondary' })}>
            {labels.goToCart}
          </Link>
        ) : (
          <Button size="small" onClick={cart.add} disabled={disabled || cart.pending} data-testid="buy-bar-add">
            {disabled ? labels.soldOut : cart.pending ? labels.adding : labels.add}
          </Button>
        )}
      </div>
      {cart.error ? (
        <p className={styles.error} role="alert">
          {cart.error}
        </p>
      ) : null}
    </div>
  );
}
