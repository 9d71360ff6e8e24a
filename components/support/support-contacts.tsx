import { getTranslations } from 'next-intl/server';
import type { ContactUs } from '@/server/content/schemas';
import { isolateLtr, telHref, whatsAppUrl } from '@/lib/contact-links';
import { formatClock, timeZoneLabel } from '@/lib/support-hours';
import { ChatIcon, MailIcon, PhoneIcon } from './icons';
import { OpenNow } from './open-now';
import styles from './support.module.css';

/** The market's support channels (call, WhatsApp, email) with its hours in its own time zone and whether it is open now. */
export async function SupportContacts({
  support,
  locale,
  timeZone,
}: {
  support: ContactUs['customerSupport'];
  locale: string;
  timeZone: string;
}) {
  const t = await getTranslations('contact');
  const start = formatClock(support.startTime, locale);
  const end = formatClock(support.endTime, locale);
  return (
    <>
      <p className={styles.hours}>
        <span>{t('hours', { start, end, zone: timeZoneLabel(timeZone, locale) })}</span>
        <OpenNow
          hours={{ startTime: support.startTime, endTime: support.endTime }}
          timeZone={timeZone}
          startLabel={start}
        />
      </p>
      <ul className={styles.actions}>
        <li>
          <a className={styles.action} href={telHref(support.phone)}>
            <PhoneIcon />
            {t('call', { phone: isolateLtr(support.phone) })}
          </a>
        </li>
        <li>
          <a className={styles.action} href={whatsAppUrl(support.whatsapp)} target="_blank" rel="noopener noreferrer">
            <ChatIcon />
            {t('whatsapp')} <bdi dir="ltr">{support.whatsapp}</bdi>
          </a>
        </li>
        <li>
          <a className={styles.action} href={`mailto:${support.email}`}>
            <MailIcon />
            {t('email', { email: isolateLtr(support.email) })}
          </a>
        </li>
      </ul>
    </>
  );
}
