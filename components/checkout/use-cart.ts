'use client';

import { startTransition, useCallback, useEffect, useOptimistic } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '@/i18n/navigation';
import type { CartSummary } from '@/lib/api/commerce-contracts';
import { announceCart, cartApi } from '@/client/cart';
import { readApiError } from '@/client/api-errors';
import { queryKeys } from '@/client/query-keys';

/** A change of the cart: one of `cartApi`'s calls, answering the new summary. */
export type CartChange = (locale: string) => Promise<CartSummary>;

/**
 * The cart of this page's market, with one `run` for every change: busy state, fresh summary in the cache, the
 * change's refusal kept. A page that rendered the cart on the server hands it over (components/page-data.tsx); it
 * is not read again then, only announced to the header's badge. A failed read is `query.isError`, never an empty cart.
 */
export function useCart() {
  const locale = useLocale();
  const client = useQueryClient();
  const key = queryKeys.cart(locale);
  const query = useQuery({ queryKey: key, queryFn: () => cartApi.summary(locale) });
  const change = useMutation({
    mutationFn: (apply: CartChange) => apply(locale),
    onSuccess: (cart) => {
      client.setQueryData(key, cart);
      // The place of the scan may have changed, and with it its free times: read them where they are shown next.
      void client.invalidateQueries({ queryKey: queryKeys.slots, refetchType: 'none' });
    },
    // A refused change (a time just taken, a sold-out product) reads the free times again where they are shown.
    onError: () => client.invalidateQueries({ queryKey: queryKeys.slots }),
  });

  const rendered = query.data;
  useEffect(() => {
    if (rendered) announceCart(rendered);
  }, [rendered]);

  const { mutateAsync } = change;
  /** Applies a change; the new summary, or null when it was refused (the refusal is `error`). */
  const run = useCallback(
    (apply: CartChange): Promise<CartSummary | null> => mutateAsync(apply).catch(() => null),
    [mutateAsync],
  );

  return {
    cart: query.data ?? null,
    /** The read of the cart: `isError` with no cart is a failure to show with a retry. */
    query,
    error: change.isError ? readApiError(change.error) : null,
    busy: change.isPending,
    run,
    locale,
  };
}

/**
 * A choice (an address, home or centre, a centre) that shows as made the moment it is tapped while the cart saves
 * it, instead of after the round trip; when saving fails, the saved choice shows again.
 */
export function useOptimisticChoice<T>(saved: T): [T, (value: T, save: () => Promise<unknown>) => void] {
  const [shown, show] = useOptimistic(saved);
  const choose = useCallback(
    (value: T, save: () => Promise<unknown>) =>
      startTransition(async () => {
        show(value);
        await save();
      }),
    [show],
  );
  return [shown, choose];
}
