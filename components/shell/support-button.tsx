'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { SupportPanel, type SupportContact } from './support-panel';

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
        {open ? <SupportPanel contact={contact} timeZone={timeZone} /> : null}
      </Dialog>
    </>
  );
}
