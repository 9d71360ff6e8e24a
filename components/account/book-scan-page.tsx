import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { AccountUser } from '@/lib/api/account-contracts';
import { BookScan } from '@/components/checkout/book-scan';
import { Link } from '@/components/link';
import { StaysSignedIn } from './require-sign-in';
import styles from './account.module.css';

/**
 * Booking a free 3D scan: what happens, in three steps, then the city and the kind of scan with its next free times
 * (the island). Rendered on the server around it, for a customer or a visitor (who signs in at the bag).
 */
export async function BookScanPage({ user, locale }: { user: AccountUser | null; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'account.bookPage' });
  return (
    <div className={styles.stack}>
      {user ? <StaysSignedIn user={user} /> : null}
      <h1>{t('title')}</h1>
      <ol className={styles.steps}>
        <li>{t('stepWhere')}</li>
        <li>{t('stepWhen')}</li>
        <li>{t('stepConfirm')}</li>
      </ol>
      <BookScan />
      <p className={styles.muted}>
        <Link href="/my-account">{t('back')}</Link>
      </p>
    </div>
  );
}
