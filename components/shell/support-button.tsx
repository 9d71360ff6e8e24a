'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import type { SupportContact } from './support-panel';

// The panel's code (hours, status, the callback form) comes with the first open, not with every page.
const SupportPanel = lazy(() => import('./support-panel').then((m) => ({ default: m.SupportPanel })));

/** The SUPPORT_MODAL header item: a button that opens the support dialog built from the contact-us content. */
export function SupportButton({
  contact,
  timeZone,
  label,
  className,
}: {
  contact: SupportContact;
  timeZone: string;
  label: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const t = useTranslations('support');
  const tc = useTranslations('common');
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {label}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('title')} closeLabel={tc('close')}>
        {open ? (
          <Suspense fallback={<Skeleton height="12rem" label={tc('loading')} />}>
            <SupportPanel contact={contact} timeZone={timeZone} />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}
