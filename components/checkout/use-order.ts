'use client';

import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'next/navigation';
import type { Order } from '../../lib/api/commerce-contracts';
import { get } from '../../client/http';
import { readApiError, type ApiError } from '../../client/api-errors';

/**
 * The order of the page: the `[id]` of the route, else `?order=`, else the customer's latest order. A payment
 * still waiting on the bank is polled (the server reconciles it with the gateway on every read).
 */
export function useOrder() {
  const params = useParams<{ id?: string }>();
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [missing, setMissing] = useState(false);

  const load = useCallback(() => {
    const id = params.id ?? new URLSearchParams(window.location.search).get('order');
    const found: Promise<Order | null> = id ? get<{ order: Order }>(`/api/v1/orders/${encodeURIComponent(id)}`).then((r) => r.order) : get<{ orders: Order[] }>('/api/v1/orders').then((r) => r.orders[0] ?? null);
    return found.then(
      (next) => (next ? setOrder(next) : setMissing(true)),
      (body: unknown) => {
        const apiError = readApiError(body);
        if (apiError.status === 404 || apiError.status === 400) setMissing(true);
        else setError(apiError);
      },
    );
  }, [params.id]);

  useEffect(() => {
    void load();
  }, [load]);

  const waiting = order?.status === 'pending_payment' && order.payment?.status === 'pending';
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void load(), 5000);
    return () => window.clearInterval(timer);
  }, [waiting, load]);

  return { order, error, missing, reload: load, setOrder };
}
