import { getFormatter, getTranslations } from 'next-intl/server';
import { languageOfContent, localeInfo, type Locale } from '@/i18n/locales';
import { getLegalDocument, type LegalKey } from '@/server/content';
import { Link } from '@/components/link';
import styles from './legal-page.module.css';

/** The message namespaces (`legal.{page}`) of each legal page's title and description. */
export const LEGAL_PAGES = {
  terms: { path: '/terms-of-use', content: 'legal-terms-of-use' },
  privacy: { path: '/privacy-policy', content: 'legal-privacy-policy' },
  covid: { path: '/covid-19', content: 'legal-covid-19' },
} as const satisfies Record<string, { path: string; content: LegalKey }>;
export type LegalPageKey = keyof typeof LEGAL_PAGES;

/**
 * A legal page: its title and chrome in the visitor's language (messages), its text from the content layer in the
 * visitor's language where we have it (English otherwise, marked with `lang`), keeping only the sections for the visitor's market (India's grievance officer, the Gulf's laws).
 */
export async function LegalPage({ locale, page }: { locale: Locale; page: LegalPageKey }) {
  const info = localeInfo(locale);
  const [t, format, served] = await Promise.all([
    getTranslations('legal'),
    getFormatter(),
    getLegalDocument(LEGAL_PAGES[page].content, info.contentLocale),
  ]);
  const doc = served.content;
  const sections = doc.sections.filter((section) => !section.markets || section.markets.includes(info.country));
  const docLanguage = languageOfContent(served.locale);
  const updated = format.dateTime(new Date(`${doc.updatedAt}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className="container">
          <h1 className={styles.title}>{t(`${page}.metaTitle`)}</h1>
          <p className={styles.lead} lang={docLanguage}>
            {doc.summary}
          </p>
          <p className={styles.meta}>{t('updated', { date: updated })}</p>
          {info.language !== docLanguage ? <p className={styles.note}>{t('languageNote')}</p> : null}
        </div>
      </header>
      <div className={`container ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="legal-toc">
          <h2 id="legal-toc" className={styles.tocTitle}>
            {t('onThisPage')}
          </h2>
          <ol lang={docLanguage}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body} lang={docLanguage}>
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className={styles.section}
            >
              <h2 id={`${section.id}-title`}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.points.length > 0 ? (
                <ul>
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ) : null}
              {section.links.length > 0 ? (
                <p className={styles.links}>
                  {section.links.map((link) => (
                    <Link key={link.href} href={link.href}>
                      {link.label}
                    </Link>
                  ))}
                </p>
              ) : null}
            </section>
          ))}
          <p className={styles.questions}>
            {t('questions')} <Link href="/contact-us">{t('contact')}</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
