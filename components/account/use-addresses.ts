'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput } from '@/lib/api/account-contracts';
import { get, post, request } from '@/client/http';
import { queryKeys } from '@/client/query-keys';

const ADDRESSES_PATH = '/api/v1/addresses';

/** The customer's addresses, default first. */
export function useAddresses(enabled = true) {
  return useQuery({
    queryKey: queryKeys.addresses,
    queryFn: () => get<{ addresses: Address[] }>(ADDRESSES_PATH).then((answer) => answer.addresses),
    enabled,
  });
}

/** After an address changes: the list, and the carts (one may be delivering to it). */
function useInvalidateAddresses() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.addresses }),
      client.invalidateQueries({ queryKey: queryKeys.carts }),
    ]);
}

/** Adds an address, or saves the one of `id`. */
export function useSaveAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: ({ id, address }: { id: string | null; address: AddressInput }) =>
      id
        ? request<{ address: Address }>('PUT', `${ADDRESSES_PATH}/${id}`, address, {
            headers: { 'Idempotency-Key': crypto.randomUUID() },
          })
        : post<{ address: Address }>(ADDRESSES_PATH, address),
    onSuccess: invalidate,
  });
}

/** Deletes an address or makes it the default. */
export function useAddressAction() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'delete' | 'makeDefault' }) =>
      action === 'delete' ? request('DELETE', `${ADDRESSES_PATH}/${id}`) : post(`${ADDRESSES_PATH}/${id}/default`),
    onSuccess: invalidate,
  });
}
