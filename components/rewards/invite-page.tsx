import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { ReferralAmounts } from '@/lib/api/rewards-contracts';
import { formatMoney } from '@/lib/money';
import { REFERRAL_PAGE_PATH } from '@/lib/referral-rules';
import { IntlProvider } from '@/components/intl-provider';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import { ReferralGreeting } from './referral-greeting';
import { ReferralSteps } from './referral-steps';
import styles from './rewards.module.css';

/**
 * Where a referral link lands, static in every locale: the market's offer, and one island that greets the visitor
 * with the referrer's first name. The code itself is remembered by the proxy (the sitrus_ref cookie) and applied
 * in the bag.
 */
export async function InvitePage({ amounts, locale }: { amounts: ReferralAmounts; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'referral' });
  return (
    <div className={`container ${styles.page}`}>
      <IntlProvider namespaces={['referral']}>
        <ReferralGreeting />
      </IntlProvider>
      <h1>{t('inviteTitle')}</h1>
      {amounts.offered ? (
        <p className={styles.lead}>
          {t('inviteBody', {
            discount: formatMoney(amounts.friendDiscount, locale),
            minOrder: formatMoney(amounts.minOrder, locale),
          })}
        </p>
      ) : (
        <p className={styles.lead}>{t('notOffered')}</p>
      )}
      <div className={styles.buttons}>
        <Link href="/toothsi" className={buttonClass()}>
          {t('exploreToothsi')}
        </Link>
        <Link href="/skinnsi" className={buttonClass({ variant: 'secondary' })}>
          {t('exploreSkinnsi')}
        </Link>
        <Link
          href="/toothsi/products/allproducts"
          className={buttonClass({ variant: 'secondary' })}
          data-testid="invite-shop"
        >
          {t('shopProducts')}
        </Link>
      </div>
      {amounts.offered ? <ReferralSteps amounts={amounts} locale={locale} /> : null}
      <p>
        <Link href={REFERRAL_PAGE_PATH}>{t('signInToRefer')}</Link>
      </p>
    </div>
  );
}
