'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useSession } from '@/client/session';

/** On a page rendered for a visitor: when they sign in (the header's dialog), the page renders again as theirs. */
export function RefreshOnSignIn() {
  const session = useSession();
  const router = useRouter();
  const seenSignedOut = useRef(false);
  useEffect(() => {
    if (session.status === 'signedOut') seenSignedOut.current = true;
    if (session.status === 'signedIn' && seenSignedOut.current) router.refresh();
  }, [session.status, router]);
  return null;
}
