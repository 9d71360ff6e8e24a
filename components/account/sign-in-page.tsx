'use client';

import { useTranslations } from 'next-intl';
import type { Country } from '../../i18n/locales';
import { useRouter } from '../../i18n/navigation';
import { safeNextPath } from '../../lib/auth-rules';
import { SignInFlow } from './sign-in-flow';

/** The sign-in page's island: after sign-in, back to the safe `next` path the visitor came from. */
export function SignInPage({ defaultCountry }: { defaultCountry: Country }) {
  const router = useRouter();
  const t = useTranslations('signIn');
  return (
    <>
      <h1>{t('title')}</h1>
      <SignInFlow
        defaultCountry={defaultCountry}
        onSignedIn={() => {
          const next = new URLSearchParams(window.location.search).get('next');
          router.replace(safeNextPath(next));
        }}
      />
    </>
  );
}
