import { useSyncExternalStore } from 'react';
import type { AccountUser } from '../lib/api/account-contracts';
import { get, post } from './http';
import { CART_CHANGED_EVENT } from '../lib/cart-cookies';
import { SESSION_PATH } from '../lib/api/paths';

/**
 * Who is signed in, shared by every island on the page. Loaded once per page view from /api/v1/auth/session and
 * refreshed after sign-in, profile changes and sign-out, so the header and menus update without a reload.
 */
export type SessionState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: AccountUser };

let state: SessionState = { status: 'loading' };
let started = false;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export async function refreshSession(): Promise<SessionState> {
  try {
    const { user } = await get<{ user: AccountUser | null }>(SESSION_PATH);
    set(user ? { status: 'signedIn', user } : { status: 'signedOut' });
  } catch {
    set({ status: 'signedOut' });
  }
  return state;
}

export function setSignedInUser(user: AccountUser): void {
  set({ status: 'signedIn', user });
  // Signing in merges the guest cart: the badge re-reads its cookie.
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

export async function signOut(): Promise<void> {
  try {
    await post('/api/v1/auth/logout');
  } finally {
    set({ status: 'signedOut' });
    window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail: 0 }));
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!started) {
    started = true;
    void refreshSession();
  }
  return () => listeners.delete(listener);
}

const serverState: SessionState = { status: 'loading' };

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state, () => serverState);
}
