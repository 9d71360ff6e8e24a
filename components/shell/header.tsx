'use client';

import { useTranslations } from 'next-intl';
import type { Country } from '@/i18n/locales';
import { AccountMenu } from '@/components/account/account-menu';
import { CartButton } from '@/components/checkout/cart-button';
import { Link } from '@/components/link';
import { PERSONAL_HEADER_ITEMS } from '@/lib/profile-menu';
import type { HeaderNav } from './header-nav';
import { CityChip } from './city-chip';
import { HeaderRedirection } from './header-redirection';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import styles from './header.module.css';

/**
 * The site header, rendered on the server into the page's HTML and hydrated from `nav` (header-nav.ts): a client
 * component, so the page's RSC payload carries the menus' data once rather than their markup a second time. The
 * brands' mega-menu panels open on hover and focus with CSS alone; the chip, switcher, account and cart are islands.
 */
export function Header({ nav, country, timeZone }: { nav: HeaderNav; country: Country; timeZone: string }) {
  const t = useTranslations('header');
  const tc = useTranslations('common');
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.home} aria-label={t('brandHome')}>
          <Logo title={t('brandHome')} />
        </Link>
        <nav className={styles.nav} aria-label={t('mainNav')}>
          {nav.brands.map((brand) => (
            <div key={brand.brand} className={styles.menuItem} data-brand={brand.brand} data-menu-item>
              <Link href={`/${brand.brand}`} className={styles.menuTrigger}>
                {brand.brand === 'toothsi' ? t('toothsi') : t('skinnsi')}
              </Link>
              <div className={styles.panel}>
                <div className={styles.panelGrid}>
                  <div>
                    <p className={styles.panelTitle}>{brand.sectionTitle}</p>
                    <ul className={styles.cards}>
                      {brand.cards.map((card) => (
                        <li key={card.title}>
                          <Link href={card.href} className={styles.cardLink}>
                            {card.promo ? <span className={styles.promo}>{card.promo}</span> : null}
                            <span className={styles.cardTitle}>{card.title}</span>
                            {card.amount ? <span className={styles.amount}>{card.amount}</span> : null}
                          </Link>
                        </li>
                      ))}
                    </ul>
                    {brand.brand === 'toothsi' && nav.banners.length ? (
                      <ul className={styles.banners}>
                        {nav.banners.map((banner) => (
                          <li key={banner.key}>
                            <Link href={banner.href} className={styles.banner}>
                              <strong>{banner.title}</strong>
                              <span>{banner.description}</span>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                  {brand.columns.map((column) => (
                    <div key={column.title}>
                      <p className={styles.panelTitle}>{column.title}</p>
                      <ul className={styles.list}>
                        {column.links.map((link) => (
                          <li key={link.title}>
                            <Link href={link.href} className={styles.columnLink}>
                              {link.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </div>
            </div>
          ))}
          <div className={styles.menuItem} data-menu-item>
            <button type="button" className={styles.menuTrigger} aria-haspopup="true">
              {t('more')}
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
              </svg>
            </button>
            <div className={`${styles.panel} ${styles.narrow}`}>
              <ul className={styles.list}>
                {nav.redirections.map((item) => (
                  // The customer's own items (their coins) show once they are signed in (styles/globals.css).
                  <li key={item.title} data-signed-in-only={PERSONAL_HEADER_ITEMS.has(item.devKey ?? '') || undefined}>
                    <HeaderRedirection
                      item={item}
                      support={nav.support}
                      timeZone={timeZone}
                      className={styles.listLink}
                      badgeClassName={styles.badge}
                    />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </nav>
        <div className={styles.end}>
          <CityChip />
          <LanguageSwitcher />
          <AccountMenu menu={nav.account} defaultCountry={country} />
          <CartButton label={t('cart')} />
          <MobileMenu
            nav={nav}
            timeZone={timeZone}
            labels={{ open: tc('openMenu'), close: tc('closeMenu'), title: tc('menu'), follow: t('follow') }}
          />
        </div>
      </div>
    </header>
  );
}
