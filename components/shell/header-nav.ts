import type { ContactUs, MenuContent, NavigationMenu, ProfileMenu } from '@/server/content/schemas';

/**
 * What the header and the burger render, and nothing else: the navigation, menu, profile-menu and contact content cut
 * down to the fields they show. The header is a client component, so this is what the page's RSC payload carries for
 * it (once: the burger and the desktop menu share it) instead of the header's whole markup a second time.
 */
export interface HeaderNav {
  brands: Array<{
    brand: 'toothsi' | 'skinnsi';
    sectionTitle: string;
    cards: Array<{ title: string; href: string; promo?: string; amount?: string }>;
    columns: Array<{ title: string; links: Array<{ title: string; href: string }> }>;
  }>;
  redirections: NavRedirection[];
  quickLinks: Array<{ title: string; href: string; tag?: string }>;
  accordion: Array<{ title: string; links: Array<{ title: string; href: string }> }>;
  /** The header content's two promotions (spec §3 navigation: retailBanner, smileAiBanner). */
  banners: Array<{ key: 'retail' | 'smileAi'; title: string; description: string; href: string }>;
  /** The brand's social accounts (spec §3 navigation: socials). */
  socials: Array<{ name: string; url: string }>;
  support: Pick<ContactUs, 'customerSupport' | 'callbackReasons'>;
  account: AccountMenuContent;
}

export interface NavRedirection {
  title: string;
  href: string;
  badge?: string;
  devKey?: string;
}

/** The profile menu as the header's account island shows it. */
export type AccountMenuContent = Pick<ProfileMenu, 'header' | 'signUp' | 'menuItems'> & { logOut: string };

export function headerNav(
  navigation: NavigationMenu,
  menu: MenuContent,
  profileMenu: ProfileMenu,
  contact: ContactUs,
  logOutFallback: string,
): HeaderNav {
  return {
    brands: navigation.brands.map((brand) => ({
      brand: brand.brand,
      sectionTitle: brand.sectionTitle,
      cards: brand.cards.map((card) => ({
        title: card.title,
        href: card.redirectionUrl,
        ...(card.promoText ? { promo: card.promoText } : {}),
        ...(card.amount ? { amount: card.amount } : {}),
      })),
      // The hover menu's columns of the brand (its collection's button leads to the brand's home).
      columns: (menu.ubCollection.find((c) => c.buttonLink === `/${brand.brand}`)?.columns ?? []).map((column) => ({
        title: column.columnTitle,
        links: column.cards.map((card) => ({ title: card.title, href: card.clickLink })),
      })),
    })),
    redirections: navigation.redirections.map((item) => ({
      title: item.title,
      href: item.redirectionHash ? `${item.redirectionUrl}#${item.redirectionHash}` : item.redirectionUrl,
      ...(item.badgeText ? { badge: item.badgeText } : {}),
      ...(item.devKey ? { devKey: item.devKey } : {}),
    })),
    quickLinks: [...menu.subBlocks]
      .sort((a, b) => a.priority - b.priority)
      .map((block) => ({ title: block.title, href: block.clickLink, ...(block.tag ? { tag: block.tag } : {}) })),
    accordion: navigation.accordion.map((group) => ({
      title: group.title,
      links: group.urlGroups.map((link) => ({ title: link.title, href: link.url })),
    })),
    banners: [
      { key: 'retail' as const, ...navigation.retailBanner },
      { key: 'smileAi' as const, ...navigation.smileAiBanner },
    ]
      .filter((banner) => banner.title)
      .map(({ key, title, description, redirectionUrl }) => ({ key, title, description, href: redirectionUrl })),
    socials: navigation.socials.map(({ name, url }) => ({ name, url })),
    support: { customerSupport: contact.customerSupport, callbackReasons: contact.callbackReasons },
    account: {
      header: profileMenu.header,
      signUp: profileMenu.signUp,
      menuItems: profileMenu.menuItems.map(
        ({ title, subtitle, href, loginRequired, isAppMenu, hideDesktop, hideMobile, devkey }) => ({
          title,
          ...(subtitle ? { subtitle } : {}),
          href,
          loginRequired,
          isAppMenu,
          hideDesktop,
          hideMobile,
          devkey,
        }),
      ),
      logOut: profileMenu.menuItems.find((item) => item.devkey === 'logout')?.title ?? logOutFallback,
    },
  };
}
