import { getTranslations } from 'next-intl/server';
import { localeInfo, timeZoneOf, type Locale } from '@/i18n/locales';
import { formatClock } from '@/lib/support-hours';
import { telHref, whatsAppUrl } from '@/lib/contact-links';
import { getMarketContactUs } from '@/server/content/market';
import { PageHero } from '@/components/aligners/page-hero';
import { IntlProvider } from '@/components/intl-provider';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import { CallbackForm } from './callback-form';
import { FAQ_TOPICS } from './faq-data';
import { SupportContacts } from './support-contacts';
import styles from './support.module.css';

const POLICIES = [
  { href: '/faqs', key: 'faqs' },
  { href: '/contact-us', key: 'contact' },
  { href: '/toothsi/refund-policy', key: 'refund' },
  { href: '/privacy-policy', key: 'privacy' },
  { href: '/terms-of-use', key: 'terms' },
  { href: '/covid-19', key: 'covid' },
] as const;

/**
 * /help-and-support and /support: help by topic (the FAQ's topics), the customer's orders (a plain link: the proxy
 * asks a visitor without a session to sign in first, so the page stays static), a callback request and WhatsApp.
 */
export async function HelpPage({ locale }: { locale: Locale }) {
  const info = localeInfo(locale);
  const timeZone = timeZoneOf(info.country);
  const [t, tf, contact] = await Promise.all([
    getTranslations('help'),
    getTranslations('faqs'),
    getMarketContactUs(locale),
  ]);
  const support = contact.customerSupport;
  const hours = { start: formatClock(support.startTime, locale), end: formatClock(support.endTime, locale) };

  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
        actions={
          <>
            <a href={whatsAppUrl(support.whatsapp)} target="_blank" rel="noopener noreferrer" className={buttonClass()}>
              {t('whatsappCta')}
            </a>
            <a href={telHref(support.phone)} className={buttonClass({ variant: 'secondary' })}>
              {t('callCta')}
            </a>
          </>
        }
      />
      <div className={`container ${styles.page} ${styles.stack}`}>
        <section className={styles.card} aria-labelledby="orders-title">
          <h2 id="orders-title">{t('ordersTitle')}</h2>
          <p>{t('ordersBody')}</p>
          <p>
            <Link href="/my-account/orders" className={buttonClass({ variant: 'secondary' })}>
              {t('ordersCta')}
            </Link>
          </p>
          <p className={styles.muted}>{t('ordersNote')}</p>
        </section>
        <section aria-labelledby="topics-title">
          <h2 id="topics-title">{t('topicsTitle')}</h2>
          <ul className={styles.tiles}>
            {FAQ_TOPICS.map((topic) => (
              <li key={topic.key}>
                <Link href={`/faqs#${topic.key}`} className={styles.tile}>
                  <strong>{tf(`topics.${topic.key}.title`)}</strong>
                  <span>{tf(`topics.${topic.key}.blurb`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <IntlProvider namespaces={['contact', 'errors']}>
          <div className={styles.grid}>
            <section className={`${styles.card} ${styles.aside}`} aria-labelledby="contact-title">
              <h2 id="contact-title">{t('contactTitle')}</h2>
              <SupportContacts support={support} locale={locale} timeZone={timeZone} />
            </section>
            <section className={styles.card} aria-labelledby="callback-title" id="callback">
              <h2 id="callback-title">{t('callbackTitle')}</h2>
              <p className={styles.muted}>{t('callbackLead')}</p>
              <CallbackForm country={info.country} hours={hours} />
            </section>
          </div>
        </IntlProvider>
        <nav aria-labelledby="policies-title" className={styles.policies}>
          <h2 id="policies-title">{t('policiesTitle')}</h2>
          <ul className={styles.links}>
            {POLICIES.map((link) => (
              <li key={link.key}>
                <Link href={link.href}>{t(`links.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
