'use client';

import { Suspense, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';

// The flow, its strings and its content load only when a visitor opens it, not on every page.
const RateUsBody = dynamic(() => import('./rate-us-dialog').then((m) => m.RateUsBody), { ssr: false });

/** The rate-us dialog: a header item's or the profile menu's button (RATE_US, rateUs) opens it. */
export function RateUsDialog({
  open,
  title,
  onLater,
  onClose,
  onAnswered,
}: {
  open: boolean;
  title: ReactNode;
  onLater: () => void;
  onClose: () => void;
  onAnswered?: () => void;
}) {
  const tc = useTranslations('common');
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={tc('close')}>
      {open ? (
        <Suspense fallback={<p role="status">{tc('loading')}</p>}>
          <RateUsBody onLater={onLater} onClose={onClose} onAnswered={onAnswered} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}

/** RATE_US in the header and rateUs in the profile menu: a button opening the rate-us flow (spec §2). */
export function RateUsButton({
  label,
  title,
  className,
  onOpen,
}: {
  label: ReactNode;
  title: string;
  className?: string;
  onOpen?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        data-testid="rate-us"
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {label}
      </button>
      <RateUsDialog open={open} title={title} onLater={() => setOpen(false)} onClose={() => setOpen(false)} />
    </>
  );
}
