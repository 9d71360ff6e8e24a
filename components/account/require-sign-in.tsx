'use client';

import { useEffect, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from '../../i18n/navigation';
import type { AccountUser } from '../../lib/api/account-contracts';
import { signInHref } from '../../lib/auth-rules';
import { useSession, type SessionState } from '../../client/session';
import { Skeleton } from '../ui/skeleton';

/**
 * The session, sending anyone not signed in to sign in and back here. The proxy already redirects visitors without
 * a session cookie; this covers expired or revoked sessions.
 */
export function useSignedInSession(): SessionState {
  const session = useSession();
  const router = useRouter();
  const pathname = usePathname();
  useEffect(() => {
    if (session.status === 'signedOut') router.replace(signInHref(pathname + window.location.search));
  }, [session.status, router, pathname]);
  return session;
}

/** Renders its children for a signed-in customer, a placeholder while the session loads (useSignedInSession). */
export function RequireSignIn({ children }: { children: (user: AccountUser) => ReactNode }) {
  const session = useSignedInSession();
  const t = useTranslations('common');
  if (session.status !== 'signedIn') {
    return (
      <div aria-busy="true">
        <Skeleton width="60%" height="2rem" label={t('loading')} />
        <p />
        <Skeleton height="8rem" />
      </div>
    );
  }
  return <>{children(session.user)}</>;
}

/**
 * For a page whose content the server rendered for a signed-in customer: nothing to show, but a session that ends
 * while the page is open (signed out in the header, expired) sends the visitor to sign in, as RequireSignIn does.
 */
export function StaysSignedIn() {
  useSignedInSession();
  return null;
}
