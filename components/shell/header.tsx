import { getTranslations } from 'next-intl/server';
import type { NavigationMenu, ContactUs, MenuContent, ProfileMenu } from '@/server/content/schemas';
import type { Country } from '@/i18n/locales';
import { AccountMenu } from '@/components/account/account-menu';
import { CartButton } from '@/components/checkout/cart-button';
import { Link } from '@/components/link';
import { Logo } from './logo';
import { HeaderRedirection } from './header-redirection';
import { MobileMenu } from './mobile-menu';
import { CityChip } from './city-chip';
import { LanguageSwitcher } from './language-switcher';
import { PERSONAL_HEADER_ITEMS } from '@/lib/profile-menu';
import styles from './header.module.css';

interface HeaderProps {
  navigation: NavigationMenu;
  menu: MenuContent;
  profileMenu: ProfileMenu;
  country: Country;
  contact: ContactUs;
  timeZone: string;
}

/**
 * The site header: server-rendered from the navigation content; the chip, switcher and dialogs are its islands. The
 * brands' mega-menu panels are plain links (their hover and focus behaviour is CSS).
 */
export async function Header({ navigation, menu, profileMenu, country, contact, timeZone }: HeaderProps) {
  const t = await getTranslations('header');
  const tc = await getTranslations('common');
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.home} aria-label={t('brandHome')}>
          <Logo title={t('brandHome')} />
        </Link>
        <nav className={styles.nav} aria-label={t('mainNav')}>
          {navigation.brands.map((brand) => (
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
                          <Link href={card.redirectionUrl} className={styles.cardLink}>
                            {card.promoText ? <span className={styles.promo}>{card.promoText}</span> : null}
                            <span className={styles.cardTitle}>{card.title}</span>
                            {card.amount ? <span className={styles.amount}>{card.amount}</span> : null}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                  {collectionFor(menu, brand.brand)?.columns.map((column) => (
                    <div key={column.columnTitle}>
                      <p className={styles.panelTitle}>{column.columnTitle}</p>
                      <ul className={styles.list}>
                        {column.cards.map((card) => (
                          <li key={card.title}>
                            <Link href={card.clickLink} className={styles.columnLink}>
                              {card.title}
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
                {navigation.redirections.map((item) => (
                  // The customer's own items (their coins) show once they are signed in (styles/globals.css).
                  <li key={item.title} data-signed-in-only={PERSONAL_HEADER_ITEMS.has(item.devKey ?? '') || undefined}>
                    <HeaderRedirection
                      item={item}
                      contact={contact}
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
          <AccountMenu menu={profileMenu} defaultCountry={country} />
          <CartButton label={t('cart')} />
          <MobileMenu
            navigation={navigation}
            quickLinks={menu.subBlocks}
            contact={contact}
            timeZone={timeZone}
            labels={{
              open: tc('openMenu'),
              close: tc('closeMenu'),
              title: tc('menu'),
              signUp: profileMenu.signUp,
              logOut: profileMenu.menuItems.find((item) => item.devkey === 'logout')?.title ?? t('logOut'),
            }}
          />
        </div>
      </div>
    </header>
  );
}

/** The hover-menu collection of a brand (its button leads to the brand's home). */
function collectionFor(menu: MenuContent, brand: 'toothsi' | 'skinnsi') {
  return menu.ubCollection.find((c) => c.buttonLink === `/${brand}`);
}
