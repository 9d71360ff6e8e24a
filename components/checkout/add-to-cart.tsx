'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../i18n/navigation';
import { cartApi } from '../../client/cart';
import { readApiError } from '../../client/api-errors';
import { queryKeys } from '../../client/query-keys';
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
  const client = useQueryClient();
  const add = useMutation({
    mutationFn: () => cartApi.add(locale, { productId }),
    onSuccess: (cart) => client.setQueryData(queryKeys.cart(locale), cart),
  });
  const code = add.isError ? readApiError(add.error).fields[0]?.code : undefined;
  const error = !add.isError ? null : code === 'outOfStock' || code === 'onlyLeft' ? labels.soldOut : code === 'maxQuantity' ? labels.limit : labels.failed;

  return (
    <div>
      <Button block onClick={() => add.mutate()} disabled={disabled || add.isPending} aria-disabled={disabled} data-testid="add-to-cart">
        {disabled ? labels.soldOut : add.isPending ? labels.adding : labels.add}
      </Button>
      <FormMessage tone="error">{error}</FormMessage>
      {add.isSuccess ? (
        <FormMessage tone="success">
          {labels.added} <Link href="/checkout/select-address">{labels.goToCart}</Link>
        </FormMessage>
      ) : null}
    </div>
  );
}
