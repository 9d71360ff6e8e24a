'use client';

import { useState } from 'react';
import { useLocale } from '../../i18n/navigation';
import { cartApi } from '../../client/cart';
import { readApiError } from '../../client/api-errors';
import { Link } from '../client-link';
import { Button } from '../ui/button';
import { FormMessage } from '../ui/form-message';

export interface AddToCartLabels {
  add: string;
  adding: string;
  added: string;
  goToCart: string;
  soldOut: string;
  limit: string;
  failed: string;
}

/** Adds one of a product to the cart (a guest gets a cart of their own) and offers the way to the cart. */
export function AddToCart({ productId, disabled, labels }: { productId: number; disabled: boolean; labels: AddToCartLabels }) {
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'busy' | 'added'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function add() {
    setState('busy');
    setError(null);
    try {
      await cartApi.add(locale, { productId });
      setState('added');
    } catch (body) {
      const apiError = readApiError(body);
      const code = apiError.fields[0]?.code;
      setError(code === 'outOfStock' || code === 'onlyLeft' ? labels.soldOut : code === 'maxQuantity' ? labels.limit : labels.failed);
      setState('idle');
    }
  }

  return (
    <div>
      <Button block onClick={add} disabled={disabled || state === 'busy'} aria-disabled={disabled} data-testid="add-to-cart">
        {disabled ? labels.soldOut : state === 'busy' ? labels.adding : labels.add}
      </Button>
      <FormMessage tone="error">{error}</FormMessage>
      {state === 'added' ? (
        <FormMessage tone="success">
          {labels.added} <Link href="/checkout/select-address">{labels.goToCart}</Link>
        </FormMessage>
      ) : null}
    </div>
  );
}
