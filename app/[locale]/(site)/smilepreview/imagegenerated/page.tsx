import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { localizedAlternates } from '@/i18n/metadata';
import { IntlProvider } from '@/components/intl-provider';
import { SmilePreviewForm } from '@/components/smile-preview/smile-preview-form';
import styles from '@/components/account/account.module.css';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'smilePreview' });
  return {
    title: t('title'),
    description: t('metaDescription'),
    alternates: localizedAlternates('/smilepreview/imagegenerated', locale),
  };
}

/** Static in every locale: the upload and the preview live in the island, the photos only in this browser's API calls. */
export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('smilePreview');
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.stack}>
        <h1>{t('title')}</h1>
        <p className={styles.muted}>{t('intro')}</p>
        <p>{t('note')}</p>
        <IntlProvider namespaces={['smilePreview', 'errors']}>
          <SmilePreviewForm />
        </IntlProvider>
      </div>
    </div>
  );
}
