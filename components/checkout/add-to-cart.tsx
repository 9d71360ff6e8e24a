'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '@/i18n/navigation';
import { cartApi } from '@/client/cart';
import { readApiError } from '@/client/api-errors';
import { queryKeys } from '@/client/query-keys';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';

export interface AddToCartLabels {
  add: string;
  adding: string;
  added: string;
  goToCart: string;
  soldOut: string;
  limit: string;
  failed: string;
}

/**
 * Adding one of a product to the cart (a guest gets a cart of their own): the mutation and what to say about it. The
 * product page's button and its sticky bar each use one.
 */
export function useAddToCart(productId: number, labels: AddToCartLabels) {
  const locale = useLocale();
  const client = useQueryClient();
  const add = useMutation({
    mutationFn: () => cartApi.add(locale, { productId }),
    onSuccess: (cart) => client.setQueryData(queryKeys.cart(locale), cart),
  });
  const code = add.isError ? readApiError(add.error).fields[0]?.code : undefined;
  const error = !add.isError
    ? null
    : code === 'outOfStock' || code === 'onlyLeft'
      ? labels.soldOut
      : code === 'maxQuantity'
        ? labels.limit
        : labels.failed;
  return { add: () => add.mutate(), pending: add.isPending, added: add.isSuccess, error };
}

/** Adds one of a product to the cart and offers the way to the cart. */
export function AddToCart({
  productId,
  disabled,
  labels,
  id,
}: {
  productId: number;
  disabled: boolean;
  labels: AddToCartLabels;
  id?: string;
}) {
  const cart = useAddToCart(productId, labels);
  return (
    <div>
      <Button
        id={id}
        block
        onClick={cart.add}
        disabled={disabled || cart.pending}
        aria-disabled={disabled}
        data-testid="add-to-cart"
      >
        {disabled ? labels.soldOut : cart.pending ? labels.adding : labels.add}
      </Button>
      <FormMessage tone="error">{cart.error}</FormMessage>
      {cart.added ? (
        <FormMessage tone="success">
          {labels.added} <Link href="/checkout/select-address">{labels.goToCart}</Link>
        </FormMessage>
      ) : null}
    </div>
  );
}
