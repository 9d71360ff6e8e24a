'use client';

import { useEffect, type ReactNode } from 'react';
import { useClientTranslations } from '../client-messages';
import { usePathname, useRouter } from '../../i18n/navigation';
import type { AccountUser } from '../../lib/api/account-contracts';
import { SIGN_IN_PATH } from '../../lib/auth-rules';
import { useSession } from '../../client/session';
import { Skeleton } from '../ui/skeleton';

/**
 * Renders its children for a signed-in customer; sends anyone else to sign in and back here. The proxy already
 * redirects visitors without a session cookie; this covers expired or revoked sessions.
 */
export function RequireSignIn({ children }: { children: (user: AccountUser) => ReactNode }) {
  const session = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const t = useClientTranslations('common');
  useEffect(() => {
    if (session.status === 'signedOut') router.replace(`${SIGN_IN_PATH}?next=${encodeURIComponent(pathname + window.location.search)}`);
  }, [session.status, router, pathname]);
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
