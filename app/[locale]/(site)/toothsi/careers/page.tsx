import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { localizedAlternates } from '@/i18n/metadata';
import { getCareers } from '@/server/content';
import { CareerForm } from '@/components/careers/career-form';
import { IntlProvider } from '@/components/intl-provider';
import styles from '@/components/account/account.module.css';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'careers' });
  return {
    title: t('title'),
    description: t('metaDescription'),
    alternates: localizedAlternates('/toothsi/careers', locale),
  };
}

export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const info = localeInfo(locale);
  const [t, careers] = await Promise.all([getTranslations('careers'), getCareers(info.contentLocale)]);
  return (
    <div className={`container ${styles.page} ${styles.wide}`}>
      <div className={styles.stack}>
        <h1>{t('title')}</h1>
        <p className={styles.muted}>{careers.intro}</p>
        <h2>{t('openRoles')}</h2>
        <ul className={styles.list}>
          {careers.roles.map((role) => (
            <li key={role.id} className={styles.item}>
              <h3>{role.title}</h3>
              <p className={styles.muted}>
                {role.team} · {role.location} · {role.type}
              </p>
              <p>{role.summary}</p>
              <p>
                <strong>{t('responsibilities')}</strong>
              </p>
              <ul>
                {role.responsibilities.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
              <a href="#apply">{t('apply')}</a>
            </li>
          ))}
        </ul>
        <IntlProvider namespaces={['careers', 'errors', 'common']}>
          <CareerForm roles={careers.roles.map(({ id, title }) => ({ id, title }))} country={info.country} />
        </IntlProvider>
      </div>
    </div>
  );
}
