'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { isSupportOpen, type SupportHours } from '@/lib/support-hours';
import styles from './support.module.css';

/** Open or closed right now in the market's time zone: decided in the browser, never baked into the static page. */
export function OpenNow({
  hours,
  timeZone,
  startLabel,
}: {
  hours: SupportHours;
  timeZone: string;
  startLabel: string;
}) {
  const t = useTranslations('support');
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setOpen(isSupportOpen(hours, new Date(), timeZone));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [hours, timeZone]);
  if (open === null) return null;
  return (
    <span className={`${styles.status} ${open ? styles.open : styles.closed}`} role="status">
      {open ? t('openNow') : t('closed', { start: startLabel })}
    </span>
  );
}
