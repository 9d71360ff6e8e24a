'use client';

import { useQuery } from '@tanstack/react-query';
import type { Order } from '@/lib/api/commerce-contracts';
import { get } from '@/client/http';
import { queryKeys } from '@/client/query-keys';

/** How often an order whose payment is still with the bank is read again (the server reconciles it on every read). */
export const PENDING_POLL_MS = 5000;

function waitingOnBank(order: Order | undefined): boolean {
  return order?.status === 'pending_payment' && order.payment?.status === 'pending';
}

/** One order of the customer (the page reads it per request first), polled while its payment is pending. */
export function useOrder(id: string) {
  return useQuery({
    queryKey: queryKeys.order(id),
    queryFn: () => get<{ order: Order }>(`/api/v1/orders/${encodeURIComponent(id)}`).then((answer) => answer.order),
    refetchInterval: (query) => (waitingOnBank(query.state.data) ? PENDING_POLL_MS : false),
  });
}
