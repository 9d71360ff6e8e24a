import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { signInHref } from '@/lib/auth-rules';
import { BOOK_SCAN_PATH } from '@/lib/journey';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import { RefreshOnSignIn } from './refresh-on-sign-in';
import styles from './account.module.css';

/**
 * My account for a visitor who is not signed in: what the account holds, a sign-in button that comes back here, and
 * where to start without one. The spec asks sign-in only for addresses, smile-tracker settings and logout, so the
 * page is not a redirect; once the visitor signs in (here or in the header), it renders again as their account.
 */
export async function AccountLanding({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'account' });
  return (
    <div className={styles.stack} data-testid="account-landing">
      <h1>{t('myAccount')}</h1>
      <p className={styles.lead}>{t('landing.lead')}</p>
      <ul className={styles.landingList}>
        <li>{t('landing.orders')}</li>
        <li>{t('landing.bookings')}</li>
        <li>{t('landing.rewards')}</li>
      </ul>
      <p>
        <Link href={signInHref('/my-account')} className={buttonClass()}>
          {t('landing.signIn')}
        </Link>
      </p>
      <h2>{t('landing.newTitle')}</h2>
      <p className={styles.landingLinks}>
        <Link href={BOOK_SCAN_PATH} className={buttonClass({ variant: 'secondary' })}>
          {t('landing.bookScan')}
        </Link>
        <Link href="/skinnsi/laser-hair-removal" className={buttonClass({ variant: 'secondary' })}>
          {t('landing.skin')}
        </Link>
        <Link href="/help-and-support" className={buttonClass({ variant: 'ghost' })}>
          {t('landing.help')}
        </Link>
      </p>
      <RefreshOnSignIn />
    </div>
  );
}
