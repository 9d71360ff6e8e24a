'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ContactUs } from '@/server/content/schemas';
import { isSupportOpen } from '@/lib/support-hours';
import { isolateLtr, telHref, whatsAppUrl } from '@/lib/contact-links';
import { Link } from '@/components/link';
import styles from './support-panel.module.css';

/** Call, WhatsApp and email, with support hours and whether we are open right now in the customer's time zone. */
/** Only what the dialog shows travels to the browser, not the whole contact-us record. */
export type SupportContact = Pick<ContactUs, 'customerSupport' | 'callbackReasons'>;

export function SupportPanel({ contact, timeZone }: { contact: SupportContact; timeZone: string }) {
  const t = useTranslations('support');
  const { customerSupport: cs } = contact;
  // Open/closed depends on the time of viewing, so it is decided in the browser, never baked into the page.
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setOpen(isSupportOpen({ startTime: cs.startTime, endTime: cs.endTime }, new Date(), timeZone));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [cs.startTime, cs.endTime, timeZone]);

  return (
    <div>
      <p>{t('intro')}</p>
      <div className={styles.hours}>
        <span>{t('hours', { start: cs.startTime, end: cs.endTime })}</span>
        {open === null ? null : (
          <span className={`${styles.status} ${open ? styles.open : styles.closed}`} role="status">
            {open ? t('openNow') : t('closed', { start: cs.startTime })}
          </span>
        )}
      </div>
      <ul className={styles.list}>
        <li>
          <a className={styles.action} href={telHref(cs.phone)}>
            <span aria-hidden="true">📞</span>
            {t('call', { phone: isolateLtr(cs.phone) })}
          </a>
        </li>
        <li>
          <a className={styles.action} href={whatsAppUrl(cs.whatsapp)} target="_blank" rel="noopener noreferrer">
            <span aria-hidden="true">💬</span>
            {t('whatsapp')} <bdi dir="ltr">{cs.whatsapp}</bdi>
          </a>
        </li>
        <li>
          <a className={styles.action} href={`mailto:${cs.email}`}>
            <span aria-hidden="true">✉️</span>
            {t('email', { email: isolateLtr(cs.email) })}
          </a>
        </li>
      </ul>
      {contact.callbackReasons.length ? (
        <>
          <p>{t('callbackTitle')}</p>
          <ul className={styles.reasons}>
            {contact.callbackReasons.map((r) => (
              <li key={r.id}>{r.reason}</li>
            ))}
          </ul>
        </>
      ) : null}
      <Link href="/help-and-support">{t('moreHelp')}</Link>
    </div>
  );
}
