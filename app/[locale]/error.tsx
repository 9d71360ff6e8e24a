'use client';

import { startTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/link';
import { Button, buttonClass } from '@/components/ui/button';

/**
 * What a page shows when its render fails on the server (the database unreachable while my orders, the bag or my
 * account read the session and their data): the site's header and footer, a translated message and a retry that
 * renders the page again on the server. The details stay in the server's log (the digest ties the two together).
 */
export default function LocaleError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('common');
  const router = useRouter();
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  // Above the route groups' frames: the page's main is this boundary's own.
  return (
    <main id="main" tabIndex={-1} className="container" style={{ paddingBlock: 'var(--space-8)' }}>
      <h1 role="alert">{t('somethingWentWrong')}</h1>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)' }}>
        <Button onClick={retry}>{t('retry')}</Button>
        <Link href="/" className={buttonClass({ variant: 'secondary' })}>
          {t('home')}
        </Link>
      </p>
    </main>
  );
}
