import { getLocale, getTranslations } from 'next-intl/server';
import type { AppDownload, FooterLinks, SiteConfig } from '@/server/content/schemas';
import { localeInfo, type Country } from '@/i18n/locales';
import { cityLabel } from '@/lib/cities';
import { isolateLtr, telHref, whatsAppUrl } from '@/lib/contact-links';
import { Link } from '@/components/link';
import styles from './footer.module.css';

/** The site footer: footer links, scan-service city lists, the app block and the quality claim; plain markup, not hydrated. */
export async function Footer({
  links,
  site,
  app,
  year,
  country,
}: {
  links: FooterLinks;
  site: SiteConfig;
  app: AppDownload;
  year: number;
  country: Country;
}) {
  const [t, ts, locale] = await Promise.all([getTranslations('footer'), getTranslations('support'), getLocale()]);
  // The content names its cities in its own language; a list it took from another language is written in the page's.
  const { language } = localeInfo(locale);
  // The app block shows where its content says the apps are offered (spec §3: India and the UAE flags).
  const showApps = (country === 'IN' && app.showInIndia) || (country === 'AE' && app.showInUae);
  return (
    <footer className={styles.footer} aria-label={t('label')}>
      <div className="container">
        <div className={styles.top}>
          <div>
            <p className={styles.tagline}>{t('tagline')}</p>
            <p className={styles.quality}>{t('quality')}</p>
            {/* The market's care numbers (server/content/market.ts formats them for their country). */}
            <section className={styles.contact} aria-labelledby="footer-contact-title" data-testid="footer-contact">
              <h2 id="footer-contact-title" className={styles.heading}>
                {ts('title')}
              </h2>
              <ul className={styles.links}>
                <li>
                  <a href={telHref(site.contactNumber)}>{ts('call', { phone: isolateLtr(site.contactNumber) })}</a>
                </li>
                <li>
                  <a href={whatsAppUrl(site.whatsappNumber)} target="_blank" rel="noopener noreferrer">
                    {ts('whatsapp')}&nbsp;<bdi dir="ltr">{site.whatsappNumber}</bdi>
                  </a>
                </li>
              </ul>
            </section>
            {showApps ? (
              // The profile menu's "download the app" leads here (#download-app); inside the app it is hidden.
              <section
                id="download-app"
                className={styles.appBlock}
                aria-labelledby="download-app-title"
                data-testid="download-app"
              >
                <h2 id="download-app-title" className={styles.heading}>
                  {t('apps')}
                </h2>
                <p className={styles.tagline}>{app.titleLines.join(' ')}</p>
                <div className={styles.apps}>
                  <a className={styles.store} href={app.googlePlayUrl} rel="noopener noreferrer">
                    {t('googlePlay')}
                  </a>
                  <a className={styles.store} href={app.appStoreUrl} rel="noopener noreferrer">
                    {t('appStore')}
                  </a>
                </div>
              </section>
            ) : null}
          </div>
          <div className={styles.columns}>
            {links.links.map((group) => (
              <div key={group.title}>
                <h2 className={styles.heading}>{group.social ? t('follow') : group.title}</h2>
                <ul className={styles.links}>
                  {group.social
                    ? group.socialMediaData.map((s) => (
                        <li key={s.name}>
                          <a href={s.link} rel="noopener noreferrer">
                            {s.name}
                          </a>
                        </li>
                      ))
                    : group.expandableData.map((item) => (
                        <li key={item.link + item.title}>
                          <Link href={item.link}>{item.title}</Link>
                        </li>
                      ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
        <div className={styles.cities}>
          {site.footer.scanServiceLocations.map((list) => (
            <section key={list.title} aria-label={list.title} data-testid="city-list">
              <h2 className={styles.heading}>{list.title}</h2>
              <ul className={styles.cityList}>
                {list.cities.map((city) => (
                  <li key={city}>{cityLabel(city, language)}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className={styles.bottom}>{t('rights', { year })}</p>
      </div>
    </footer>
  );
}
