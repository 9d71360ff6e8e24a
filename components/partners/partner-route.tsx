import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { localizedAlternates } from '@/i18n/metadata';
import { PartnerForm } from './partner-form';
import { IntlProvider } from '@/components/intl-provider';
import styles from '@/components/account/account.module.css';

type Params = { params: Promise<{ locale: Locale }> };
const BENEFITS = ['planning', 'lab', 'patients', 'training'] as const;

/** The partner-clinic page at /doctor-partners, /toothsi/doctor-partners and /ae/doctor-partners: one page, three routes. */
export function partnerRoute(path: string) {
  return {
    async generateMetadata({ params }: Params): Promise<Metadata> {
      const { locale } = await params;
      const t = await getTranslations({ locale, namespace: 'partners' });
      return { title: t('title'), description: t('metaDescription'), alternates: localizedAlternates(path, locale) };
    },
    async Page({ params }: Params) {
      const { locale } = await params;
      setRequestLocale(locale);
      const t = await getTranslations('partners');
      return (
        <div className={`container ${styles.page} ${styles.wide}`}>
          <div className={styles.stack}>
            <h1>{t('title')}</h1>
            <p className={styles.muted}>{t('intro')}</p>
            <h2>{t('benefitsTitle')}</h2>
            <ul className={styles.list}>
              {BENEFITS.map((b) => (
                <li key={b} className={styles.item}>
                  {t(`benefits.${b}`)}
                </li>
              ))}
            </ul>
            <IntlProvider namespaces={['partners', 'errors', 'common']}>
              <PartnerForm country={localeInfo(locale).country} />
            </IntlProvider>
          </div>
        </div>
      );
    },
  };
}
