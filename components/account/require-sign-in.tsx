'use client';

import { useEffect } from 'react';
import { usePathname, useRouter } from '../../i18n/navigation';
import type { AccountUser } from '../../lib/api/account-contracts';
import { signInHref } from '../../lib/auth-rules';
import { useSession, type SessionState } from '../../client/session';

/**
 * For a page rendered per request for the customer `user` (the server already sent anyone else to sign in): the
 * session, seeded with that customer, and a session that ends while the page is open (signed out in the header,
 * expired) sends the visitor to sign in and back here. A session that could not be read sends nobody anywhere.
 */
export function useSignedInSession(user: AccountUser): SessionState {
  const session = useSession(user);
  const router = useRouter();
  const pathname = usePathname();
  useEffect(() => {
    if (session.status === 'signedOut') router.replace(signInHref(pathname + window.location.search));
  }, [session.status, router, pathname]);
  return session;
}

/** useSignedInSession for a page whose content needs nothing else from the browser (my account, my orders). */
export function StaysSignedIn({ user }: { user: AccountUser }) {
  useSignedInSession(user);
  return null;
}
