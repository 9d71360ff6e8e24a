import { getTranslations } from 'next-intl/server';
import { localeInfo, timeZoneOf, type Locale } from '@/i18n/locales';
import { absoluteUrl, siteOrigin } from '@/i18n/metadata';
import { cityLabel } from '@/lib/cities';
import { formatClock } from '@/lib/support-hours';
import { getMarketContactUs } from '@/server/content/market';
import { PageHero } from '@/components/aligners/page-hero';
import { IntlProvider } from '@/components/intl-provider';
import { Link } from '@/components/link';
import { JsonLd } from '@/components/seo/json-ld';
import { CallbackForm } from './callback-form';
import { InquiryForm } from './inquiry-form';
import { SupportContacts } from './support-contacts';
import styles from './support.module.css';

/**
 * /contact-us (spec §3 contact-us content): customer support with hours and open-now, a callback request, the
 * inquiry form, work with us and the offices. Static: the forms and open-now are islands.
 */
export async function ContactPage({ locale }: { locale: Locale }) {
  const info = localeInfo(locale);
  const timeZone = timeZoneOf(info.country);
  const [t, contact] = await Promise.all([getTranslations('contact'), getMarketContactUs(locale)]);
  const support = contact.customerSupport;
  const hours = { start: formatClock(support.startTime, locale), end: formatClock(support.endTime, locale) };
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'toothsi & skinnsi',
    url: absoluteUrl('/', locale),
    logo: `${siteOrigin()}/icon.svg`,
    email: support.email,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: support.phone.replace(/\s+/g, ''),
      email: support.email,
      contactType: 'customer service',
      areaServed: info.country,
    },
    address: contact.officeAddress.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.address,
      addressLocality: office.city,
    })),
  } as const;

  return (
    <>
      <JsonLd data={organization} />
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className={`container ${styles.page}`}>
        <IntlProvider namespaces={['contact', 'errors']}>
          <div className={styles.grid}>
            <section className={`${styles.card} ${styles.aside}`} aria-labelledby="support-title">
              <h2 id="support-title">{t('supportTitle')}</h2>
              <SupportContacts support={support} locale={locale} timeZone={timeZone} />
            </section>
            <section className={styles.card} aria-labelledby="callback-title" id="callback">
              <h2 id="callback-title">{t('callbackTitle')}</h2>
              <p className={styles.muted}>{t('callbackLead')}</p>
              <CallbackForm country={info.country} hours={hours} />
            </section>
            <section className={styles.card} aria-labelledby="message-title" id="message">
              <h2 id="message-title">{t('messageTitle')}</h2>
              <p className={styles.muted}>{t('messageLead')}</p>
              <InquiryForm country={info.country} />
            </section>
            <section className={styles.card} aria-labelledby="work-title">
              <h2 id="work-title">{t('workTitle')}</h2>
              <p>{t('workBody', { email: contact.workWithUs.email })}</p>
              <p>
                <Link href="/toothsi/careers">{t('workCta')}</Link>
              </p>
              <p>{t('partnersBody')}</p>
              <p>
                <Link href="/doctor-partners">{t('partnersCta')}</Link>
              </p>
            </section>
          </div>
        </IntlProvider>
        <section className={styles.offices} aria-labelledby="offices-title">
          <div>
            <h2 id="offices-title">{t('officesTitle')}</h2>
            <p className={styles.muted}>{t('officesLead')}</p>
          </div>
          <ul className={styles.officeList}>
            {contact.officeAddress.map((office) => (
              <li key={office.city} className={styles.office}>
                <h3>{cityLabel(office.city, info.language)}</h3>
                <address>{office.address}</address>
                <a href={office.mapUrl} target="_blank" rel="noopener noreferrer">
                  {t('openMap', { city: cityLabel(office.city, info.language) })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
