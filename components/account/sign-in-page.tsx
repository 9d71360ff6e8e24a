'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { Country } from '@/i18n/locales';
import { useRouter } from '@/i18n/navigation';
import { safeNextPath } from '@/lib/auth-rules';
import { useSession } from '@/client/session';
import { SignInFlow } from './sign-in-flow';

/**
 * The sign-in page's island: a visitor who is signed in (already when the page opens, or just now) goes on to the
 * safe `next` path they came from.
 */
export function SignInPage({ defaultCountry }: { defaultCountry: Country }) {
  const router = useRouter();
  const t = useTranslations('signIn');
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  useEffect(() => {
    if (signedIn) router.replace(safeNextPath(new URLSearchParams(window.location.search).get('next')));
  }, [signedIn, router]);
  return (
    <>
      <h1>{t('title')}</h1>
      <SignInFlow defaultCountry={defaultCountry} />
    </>
  );
}
