import { useMutation, useMutationState, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AccountUser } from '@/lib/api/account-contracts';
import { get, post } from './http';
import { CART_CHANGED_EVENT } from '@/lib/cart-cookies';
import { SESSION_PATH } from '@/lib/api/paths';
import { isPersonalKey, mutationKeys, queryKeys } from './query-keys';

/**
 * Who is signed in, shared by every island on the page through React Query: read from /api/v1/auth/session by the
 * first island that asks (the header's account menu), or given by a page rendered per request for its customer,
 * and set by sign-in, profile changes and sign-out, so the header and menus update without a reload.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: AccountUser }
  /** The session could not be read (network, server): neither signed in nor out; `retry` reads it again. */
  | { status: 'failed'; retry: () => void; retrying: boolean };

const readSession = () => get<{ user: AccountUser | null }>(SESSION_PATH).then((answer) => answer.user);

/**
 * The session. `rendered` is who a page rendered per request found in its cookies (a customer, or null for a
 * visitor): it seeds the cache, so neither the page nor the header reads the session again at hydration.
 */
export function useSession(rendered?: AccountUser | null): SessionState {
  const query = useQuery({
    queryKey: queryKeys.session,
    queryFn: readSession,
    ...(rendered !== undefined ? { initialData: rendered } : {}),
  });
  if (query.data !== undefined) return query.data ? { status: 'signedIn', user: query.data } : { status: 'signedOut' };
  if (query.isError) return { status: 'failed', retry: () => void query.refetch(), retrying: query.isFetching };
  return { status: 'loading' };
}

/**
 * After a change of who is signed in, what was read for the previous visitor is dropped, and what is on screen is
 * stale: read again at once after a sign-in (the bag's merged cart), where it is shown next after a sign-out (the
 * page is being left, and would only be refused).
 */
function forgetPersonalData(client: QueryClient, now: 'refetch' | 'later'): void {
  const personal = { predicate: (query: { queryKey: readonly unknown[] }) => isPersonalKey(query.queryKey) };
  client.removeQueries({ ...personal, type: 'inactive' });
  void client.invalidateQueries({ ...personal, refetchType: now === 'refetch' ? 'active' : 'none' });
}

/** Sets the signed-in customer (sign-in, a saved profile). A new sign-in also merges the guest cart. */
export function useSetSignedInUser(): (user: AccountUser) => void {
  const client = useQueryClient();
  return (user) => {
    const before = client.getQueryData<AccountUser | null>(queryKeys.session);
    client.setQueryData(queryKeys.session, user);
    if (before?.id === user.id) return;
    forgetPersonalData(client, 'refetch');
    // A sign-out of this tab is history now: a session that ends from here on is not one this tab ended.
    for (const signOut of client.getMutationCache().findAll({ mutationKey: mutationKeys.signOut }))
      client.getMutationCache().remove(signOut);
    // Signing in merges the guest cart: the badge re-reads its cookie.
    window.dispatchEvent(new Event(CART_CHANGED_EVENT));
  };
}

/** Signs out on the server; only then does the page show the visitor as signed out. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.signOut,
    mutationFn: () => post('/api/v1/auth/logout'),
    onSuccess: () => {
      client.setQueryData(queryKeys.session, null);
      forgetPersonalData(client, 'later');
      window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail: 0 }));
    },
  });
}

/**
 * Whether the visitor signed out in this tab: the island that did it takes them where they go next, so a page's
 * watch for a session that ended (useSignedInSession) does not send them to sign in.
 */
export function useSignedOutHere(): boolean {
  const statuses = useMutationState({
    filters: { mutationKey: mutationKeys.signOut },
    select: (mutation) => mutation.state.status,
  });
  return statuses.some((status) => status === 'pending' || status === 'success');
}
