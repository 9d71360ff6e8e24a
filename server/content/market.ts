import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { formatMoney, money } from '@/lib/money';
import { cityLabel } from '@/lib/cities';
import { cardOffering, linkShownIn, marketOf, redirectionNeeds, sells } from '@/lib/markets';
import type { FromPrices, PricedOffering } from '@/lib/offer-prices';
import { menuFromPrices } from '@/server/offer-prices';
import { footerCentreCities } from '@/server/centres';
import { formatPhone } from '@/lib/phone-format';
import {
  getContactUs,
  getFooterLinks,
  getMenuContent,
  getNavigationMenu,
  getProfileMenu,
  getSiteConfig,
} from './index';
import type { ContactUs, FooterLinks, MenuContent, NavigationMenu, ProfileMenu, SiteConfig } from './schemas';

/*
 * Content is written per content locale (uae-en reads the `en` copy), but money, numbers and places belong to the
 * market of the page's locale (architecture §4). These read the content and apply the market table
 * (lib/markets.ts): cards and badges for what the market does not sell are dropped, amounts are the market's own
 * "from" prices, and the care team's numbers and city lists are the market's.
 */

/** The "from" price each navigation card (by devKey) quotes; the content's own `amount` is never shown. */
const CARD_PRICES: Readonly<Record<string, PricedOffering>> = {
  aligners: 'aligners',
  teen_aligners: 'teenAligners',
  oral_care: 'oralCare',
  whitening_kit: 'whitening',
  lhr: 'lhr',
  hydra_facial: 'hydraFacial',
  derma_facial: 'dermaFacial',
  acne: 'acne',
};

/**
 * The header navigation for the page's market. Outside India, where the content's referral badge names rupees,
 * `referralBadge` words the market's own cashback. Cards quote the market's cheapest buyable price (`prices`,
 * server/offer-prices.ts), worded by `fromText`; a card with nothing to buy quotes none.
 */
export function navigationForMarket(
  navigation: NavigationMenu,
  locale: Locale,
  referralBadge: (amount: string) => string,
  prices: FromPrices,
  fromText: (price: string) => string,
): NavigationMenu {
  const { country } = localeInfo(locale);
  const referral = referralText(locale, referralBadge);
  const brands = navigation.brands.map((brand) => ({
    ...brand,
    cards: brand.cards.flatMap((card) => {
      const offering = cardOffering(card.devKey);
      if ((offering && !sells(country, offering)) || !linkShownIn(country, card.redirectionUrl)) return [];
      const priced = card.devKey ? CARD_PRICES[card.devKey] : undefined;
      const price = priced ? prices[priced] : undefined;
      const { amount: _written, amountForEmail: _writtenForEmail, ...rest } = card;
      return [price ? { ...rest, amount: fromText(formatMoney(price, locale)) } : rest];
    }),
  }));
  const redirections = navigation.redirections
    .filter((item) => {
      const needs = redirectionNeeds(item.devKey);
      return (!needs || sells(country, needs)) && linkShownIn(country, item.redirectionUrl);
    })
    .map((item) => (item.devKey === 'REFER' && referral ? { ...item, badgeText: referral } : item));
  return { ...navigation, brands: brands.filter((brand) => brand.cards.length > 0), redirections };
}

/**
 * Site config with the market's care numbers and scan and centre cities; `titles` head the market's own city lists
 * (the content's name India). The centre list is `centreCities`, the cities of the market's centres in our data
 * (server/centres.ts): the content's own centre list is never shown, so the footer cannot claim a centre the finder
 * does not have.
 */
export function siteConfigForMarket(
  site: SiteConfig,
  locale: Locale,
  titles: { scan: string; centres: string },
  centreCities: readonly string[],
): SiteConfig {
  const { country, language } = localeInfo(locale);
  const market = marketOf(country);
  const contact = market.contact;
  const [scan] = site.footer.scanServiceLocations;
  // The market's own cities, written as the page's language writes them (lib/cities.ts).
  const named = (cities: readonly string[]) => cities.map((city) => cityLabel(city, language));
  // India's scan list is the content's, which names cities as our data does: written the same way.
  const lists = [
    market.scanAtHomeCities
      ? { title: titles.scan, cities: named(market.scanAtHomeCities) }
      : scan && { ...scan, cities: named(scan.cities) },
    { title: titles.centres, cities: named(centreCities) },
  ].filter((list): list is NonNullable<typeof list> => list !== undefined && list.cities.length > 0);
  // Numbers read as their country writes them (+91 98765 43210, +971 4 123 4567), whoever typed them in the CMS.
  const numbers = contact ?? { phone: site.contactNumber, whatsapp: site.whatsappNumber, email: site.email };
  return {
    ...site,
    contactNumber: formatPhone(numbers.phone),
    whatsappNumber: formatPhone(numbers.whatsapp),
    email: numbers.email,
    footer: { ...site.footer, scanServiceLocations: lists },
  };
}

/**
 * Contact-us content with the market's care numbers and offices: those in its country, or where it has none (Saudi
 * Arabia, Qatar, Bahrain) the region's in the UAE. A Gulf page never lists India's offices.
 */
export function contactForMarket(contact: ContactUs, locale: Locale): ContactUs {
  const { country } = localeInfo(locale);
  const numbers = marketOf(country).contact ?? contact.customerSupport;
  const own = contact.officeAddress.filter((office) => office.country === country);
  return {
    ...contact,
    officeAddress:
      own.length > 0 || country === 'IN' ? own : contact.officeAddress.filter((office) => office.country === 'AE'),
    customerSupport: {
      ...contact.customerSupport,
      phone: formatPhone(numbers.phone),
      whatsapp: formatPhone(numbers.whatsapp),
      email: numbers.email,
    },
  };
}

/** The site config of a page's locale: its content locale's words with its market's numbers and places. */
export async function getMarketSiteConfig(locale: Locale): Promise<SiteConfig> {
  const info = localeInfo(locale);
  const [site, t, centres] = await Promise.all([
    getSiteConfig(info.contentLocale),
    getTranslations({ locale, namespace: 'footer' }),
    // The footer's centre cities, or null when the database cannot say (never a failed page).
    footerCentreCities(info.country),
  ]);
  const country = new Intl.DisplayNames(locale, { type: 'region' }).of(info.country) ?? info.country;
  return siteConfigForMarket(
    site,
    locale,
    { scan: t('scanAtHomeIn', { country }), centres: t('centresIn', { country }) },
    centres ?? [],
  );
}

export async function getMarketNavigation(locale: Locale): Promise<NavigationMenu> {
  const info = localeInfo(locale);
  const [navigation, t, tc, prices] = await Promise.all([
    getNavigationMenu(info.contentLocale),
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'common' }),
    menuFromPrices(info.country),
  ]);
  return navigationForMarket(
    navigation,
    locale,
    (amount) => t('referralBadge', { amount }),
    prices,
    (price) => tc('from', { price }),
  );
}

export async function getMarketContactUs(locale: Locale): Promise<ContactUs> {
  return contactForMarket(await getContactUs(localeInfo(locale).contentLocale), locale);
}

/**
 * The market's referral cashback as a badge ("Get up to ₹4,500 cashback"), or null where there is none. Content
 * never writes the amount: it is the market table's (spec §9), in the market's currency.
 */
function referralText(locale: Locale, referralBadge: (amount: string) => string): string | null {
  const { country, currency } = localeInfo(locale);
  const cashback = marketOf(country).referralCashbackMinor;
  return cashback !== null ? referralBadge(formatMoney(money(cashback, currency), locale)) : null;
}

/** The burger and hover menus without links to what the market does not sell, and its own referral tag. */
export function menuForMarket(
  menu: MenuContent,
  locale: Locale,
  referralBadge: (amount: string) => string,
): MenuContent {
  const { country } = localeInfo(locale);
  const referral = referralText(locale, referralBadge);
  return {
    ...menu,
    subBlocks: menu.subBlocks
      .filter((block) => linkShownIn(country, block.clickLink))
      .map((block) =>
        referral && block.clickLink.startsWith('/refer-and-earn-get-discount') ? { ...block, tag: referral } : block,
      ),
    ubCollection: menu.ubCollection.map((collection) => ({
      ...collection,
      columns: collection.columns
        .map((column) => ({ ...column, cards: column.cards.filter((card) => linkShownIn(country, card.clickLink)) }))
        .filter((column) => column.cards.length > 0),
    })),
  };
}

/** The profile menu without what the market does not have, and its own referral line. */
export function profileMenuForMarket(
  menu: ProfileMenu,
  locale: Locale,
  referralBadge: (amount: string) => string,
): ProfileMenu {
  const { country } = localeInfo(locale);
  const referral = referralText(locale, referralBadge);
  return {
    ...menu,
    menuItems: menu.menuItems
      .filter((item) => linkShownIn(country, item.href))
      .map((item) => (referral && item.devkey === 'referAndEarn' ? { ...item, subtitle: referral } : item)),
  };
}

/** The footer's link groups without pages the market does not sell. */
export function footerLinksForMarket(footer: FooterLinks, locale: Locale): FooterLinks {
  const { country } = localeInfo(locale);
  return {
    ...footer,
    links: footer.links.map((group) => ({
      ...group,
      expandableData: group.expandableData.filter((item) => linkShownIn(country, item.link)),
    })),
  };
}

export async function getMarketMenu(locale: Locale): Promise<MenuContent> {
  const [menu, t] = await Promise.all([
    getMenuContent(localeInfo(locale).contentLocale),
    getTranslations({ locale, namespace: 'header' }),
  ]);
  return menuForMarket(menu, locale, (amount) => t('referralBadge', { amount }));
}

export async function getMarketProfileMenu(locale: Locale): Promise<ProfileMenu> {
  const [menu, t] = await Promise.all([
    getProfileMenu(localeInfo(locale).contentLocale),
    getTranslations({ locale, namespace: 'header' }),
  ]);
  return profileMenuForMarket(menu, locale, (amount) => t('referralBadge', { amount }));
}

export async function getMarketFooterLinks(locale: Locale): Promise<FooterLinks> {
  return footerLinksForMarket(await getFooterLinks(localeInfo(locale).contentLocale), locale);
}
