'use client';

import { Link } from '@/components/link';
import { chipClass } from '@/components/ui/button';
import { BurgerAccount } from '@/components/account/burger-account';
import { PERSONAL_HEADER_ITEMS } from '@/lib/profile-menu';
import type { HeaderNav } from './header-nav';
import { HeaderRedirection } from './header-redirection';
import { PopoverCloser } from './popover-closer';
import styles from './mobile-menu.module.css';

const MENU_ID = 'mobile-menu';

/**
 * The burger menu: a native popover (opens and closes without JavaScript of ours, Escape and light dismiss
 * included) holding the visitor's account row (the one island in it), the brands, the devKey items and the
 * accordion of the navigation content.
 */
export function MobileMenu({
  nav,
  timeZone,
  labels,
}: {
  nav: HeaderNav;
  timeZone: string;
  labels: { open: string; close: string; title: string; follow: string };
}) {
  return (
    <>
      <button
        type="button"
        className={chipClass(styles.burger)}
        popoverTarget={MENU_ID}
        aria-label={labels.open}
        data-burger
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={MENU_ID} popover="auto" className={styles.menu} role="dialog" aria-label={labels.title}>
        <PopoverCloser id={MENU_ID} />
        <div className={styles.top}>
          <p className={styles.title}>{labels.title}</p>
          <button
            type="button"
            className={styles.close}
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            aria-label={labels.close}
          >
            ×
          </button>
        </div>
        <BurgerAccount menuId={MENU_ID} labels={{ signUp: nav.account.signUp, logOut: nav.account.logOut }} />
        <nav aria-label={labels.title}>
          <ul className={styles.quick}>
            {nav.quickLinks.map((block) => (
              <li key={block.title}>
                <Link href={block.href} className={styles.quickLink}>
                  <span>{block.title}</span>
                  {block.tag ? <span className={styles.badge}>{block.tag}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
          {nav.brands.map((brand) => (
            <div key={brand.brand} className={styles.brand} data-brand={brand.brand}>
              <p className={styles.brandTitle}>{brand.sectionTitle}</p>
              <ul className={styles.links}>
                {brand.cards.map((card) => (
                  <li key={card.title}>
                    <Link href={card.href} className={styles.link}>
                      <span>{card.title}</span>
                      {card.amount ? <span>{card.amount}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <ul className={styles.links}>
            {nav.redirections.map((item) => (
              // The customer's own items (their coins) show once they are signed in (styles/globals.css).
              <li key={item.title} data-signed-in-only={PERSONAL_HEADER_ITEMS.has(item.devKey ?? '') || undefined}>
                <HeaderRedirection
                  item={item}
                  support={nav.support}
                  timeZone={timeZone}
                  className={styles.link}
                  badgeClassName={styles.badge}
                />
              </li>
            ))}
          </ul>
          {nav.banners.length ? (
            <ul className={styles.banners}>
              {nav.banners.map((banner) => (
                <li key={banner.key}>
                  <Link href={banner.href} className={styles.banner} data-testid={`menu-banner-${banner.key}`}>
                    <strong>{banner.title}</strong>
                    <span>{banner.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {nav.accordion.map((group) => (
            <details key={group.title} className={styles.accordion}>
              <summary>{group.title}</summary>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.href + link.title}>
                    <Link href={link.href} className={styles.link}>
                      {link.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </nav>
        {nav.socials.length ? (
          <section className={styles.socials} aria-label={labels.follow}>
            <p className={styles.brandTitle}>{labels.follow}</p>
            <ul>
              {nav.socials.map((social) => (
                <li key={social.name}>
                  <a href={social.url} rel="noopener noreferrer" target="_blank">
                    {social.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
