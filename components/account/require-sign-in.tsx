'use client';

import { useEffect } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import type { AccountUser } from '@/lib/api/account-contracts';
import { signInHref } from '@/lib/auth-rules';
import { useSession, useSignedOutHere, type SessionState } from '@/client/session';

/**
 * For a page rendered per request for the customer `user` (the server already sent anyone else to sign in): the
 * session, seeded with that customer, and a session that ends while the page is open (expired, revoked, signed
 * out in another tab) sends the visitor to sign in and back here. Signing out in this tab goes where the header
 * takes them; a session that could not be read sends nobody anywhere.
 */
export function useSignedInSession(user: AccountUser): SessionState {
  const session = useSession(user);
  const signedOutHere = useSignedOutHere();
  const router = useRouter();
  const pathname = usePathname();
  useEffect(() => {
    if (session.status === 'signedOut' && !signedOutHere) router.replace(signInHref(pathname + window.location.search));
  }, [session.status, signedOutHere, router, pathname]);
  return session;
}

/** useSignedInSession for a page whose content needs nothing else from the browser (my account, my orders). */
export function StaysSignedIn({ user }: { user: AccountUser }) {
  useSignedInSession(user);
  return null;
}
