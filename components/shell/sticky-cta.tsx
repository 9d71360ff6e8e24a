import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { BOOK_SCAN_PATH } from '@/lib/journey';
import { getMarketSiteConfig } from '@/server/content/market';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import styles from './floating.module.css';

/**
 * The mobile sticky book-now bar (spec §2): rendered by the pages it belongs to (home, pricing, results, braces,
 * aligners and the bite-problem pages). Booking starts on its own page (lib/journey.ts); the content's initialCTA
 * still names my account, which no longer hosts it, so only its text is taken.
 */
export async function StickyBookNow({ locale }: { locale: Locale }) {
  const [site, t] = await Promise.all([getMarketSiteConfig(locale), getTranslations({ locale, namespace: 'sticky' })]);
  return (
    <div className={styles.sticky} data-testid="sticky-cta">
      <div className={styles.stickyInner}>
        <p className={styles.stickyText}>{t('lead')}</p>
        <Link href={BOOK_SCAN_PATH} className={buttonClass({ size: 'small' })}>
          {site.ctaText}
        </Link>
      </div>
    </div>
  );
}

/** The skin line's banner on the home page only (spec §2). */
export async function SkinStickyBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'sticky' });
  return (
    <div className={styles.skinBanner} data-brand="skinnsi" data-testid="skin-banner">
      {t('skinBanner')}
      <Link href="/skinnsi/laser-hair-removal?scrollTo=select-packages">{t('skinBannerCta')}</Link>
    </div>
  );
}
