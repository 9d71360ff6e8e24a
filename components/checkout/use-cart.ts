'use client';

import { startTransition, useCallback, useEffect, useOptimistic, useState } from 'react';
import { useLocale } from '../../i18n/navigation';
import type { CartSummary } from '../../lib/api/commerce-contracts';
import { announceCart, cartApi } from '../../client/cart';
import { readApiError, type ApiError } from '../../client/api-errors';

/**
 * The cart of this page's market, with one `run` for every change: busy state, fresh summary, error kept. A page
 * that rendered the cart on the server passes it as `initial`; it is not read again then, only announced to the
 * header's badge.
 */
export function useCart(initial?: CartSummary) {
  const locale = useLocale();
  const [cart, setCart] = useState<CartSummary | null>(initial ?? null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [rendered] = useState(initial);

  const reload = useCallback(() => cartApi.summary(locale).then(setCart, (body: unknown) => setError(readApiError(body))), [locale]);
  useEffect(() => {
    if (rendered) announceCart(rendered);
    else void reload();
  }, [reload, rendered]);

  const run = useCallback(
    async (change: (locale: string) => Promise<CartSummary>): Promise<CartSummary | null> => {
      setBusy(true);
      setError(null);
      try {
        const next = await change(locale);
        setCart(next);
        return next;
      } catch (body) {
        setError(readApiError(body));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [locale],
  );

  return { cart, error, busy, run, reload, locale };
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
