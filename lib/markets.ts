import type { Country } from '@/i18n/locales';
import type { Offering } from './offer-prices';

/**
 * What a market (the country of the URL's locale) sells and how customers reach us there. Content decides words;
 * this table decides money and place (architecture §4): a card, badge or number for something a market does not
 * have is not shown there, and Gulf pages never show India's numbers, prices or cities.
 */
export type Sellable =
  | Offering
  | 'antiAgeing'
  | 'advancedSkin'
  | 'skincare'
  | 'scan'
  | 'impressionKit'
  | 'lhrTrial'
  | 'referral'
  | 'centres';

export interface MarketContact {
  phone: string;
  whatsapp: string;
  email: string;
}

export interface Market {
  country: Country;
  /** The care team's numbers; null where the CMS content carries the market's own (India). */
  contact: MarketContact | null;
  sells: ReadonlySet<Sellable>;
  /** Cities with scans at home, and cities with an experience centre; null where the CMS content lists them. */
  scanAtHomeCities: readonly string[] | null;
  centreCities: readonly string[] | null;
  /**
   * Where the shop delivers, asked by a select on product pages: a Gulf market's cities (none where it does not deliver
   * yet); null in India, where a PIN code is asked and the serviceable cities' PIN prefixes answer.
   */
  deliveryCities: readonly string[] | null;
  /** The referrer's cashback ceiling in minor units of the market's currency (spec §9: up to ₹4,500 in India). */
  referralCashbackMinor: number | null;
}

const EVERYTHING: ReadonlySet<Sellable> = new Set<Sellable>([
  'aligners',
  'teenAligners',
  'retainer',
  'whitening',
  'lhr',
  'hydraFacial',
  'dermaFacial',
  'acne',
  'antiAgeing',
  'advancedSkin',
  'skincare',
  'scan',
  'impressionKit',
  'lhrTrial',
  'referral',
  'centres',
]);
/** The Gulf markets beyond the UAE: the shop delivers there; treatments and scans are coming (/ae/comming-soon). */
const SHOP_ONLY: ReadonlySet<Sellable> = new Set<Sellable>(['retainer', 'whitening', 'skincare']);

// The care teams of the Gulf markets (the same numbers their own content locales carry).
const CONTACTS: Readonly<Record<Exclude<Country, 'IN'>, MarketContact>> = {
  AE: { phone: '+971 4 555 0192', whatsapp: '+971 50 555 0147', email: 'care@toothsi.ae' },
  SA: { phone: '+966 11 555 0133', whatsapp: '+966 55 555 0121', email: 'care@toothsi.ae' },
  QA: { phone: '+974 4455 0166', whatsapp: '+974 5555 0178', email: 'care@toothsi.ae' },
  BH: { phone: '+973 1755 0144', whatsapp: '+973 3355 0155', email: 'care@toothsi.ae' },
};

export const MARKETS: Readonly<Record<Country, Market>> = {
  IN: {
    country: 'IN',
    contact: null,
    sells: EVERYTHING,
    scanAtHomeCities: null,
    centreCities: null,
    deliveryCities: null,
    referralCashbackMinor: 450_000,
  },
  AE: {
    country: 'AE',
    contact: CONTACTS.AE,
    sells: new Set<Sellable>([
      'aligners',
      'teenAligners',
      'retainer',
      'whitening',
      'lhr',
      'hydraFacial',
      'skincare',
      'scan',
      'impressionKit',
      'referral',
      'centres',
    ]),
    scanAtHomeCities: ['Dubai'],
    centreCities: ['Dubai'],
    deliveryCities: ['Dubai', 'Abu Dhabi', 'Sharjah'],
    referralCashbackMinor: 20_000,
  },
  SA: {
    country: 'SA',
    contact: CONTACTS.SA,
    sells: SHOP_ONLY,
    scanAtHomeCities: [],
    centreCities: [],
    deliveryCities: [],
    referralCashbackMinor: null,
  },
  QA: {
    country: 'QA',
    contact: CONTACTS.QA,
    sells: SHOP_ONLY,
    scanAtHomeCities: [],
    centreCities: [],
    deliveryCities: [],
    referralCashbackMinor: null,
  },
  BH: {
    country: 'BH',
    contact: CONTACTS.BH,
    sells: SHOP_ONLY,
    scanAtHomeCities: [],
    centreCities: [],
    deliveryCities: [],
    referralCashbackMinor: null,
  },
};

export function marketOf(country: Country): Market {
  return MARKETS[country];
}

export function sells(country: Country, what: Sellable): boolean {
  return MARKETS[country].sells.has(what);
}

/** The navigation content's card devKeys and what each card sells (spec §3 navigation menu). */
const CARD_OFFERINGS: Readonly<Record<string, Sellable>> = {
  aligners: 'aligners',
  teen_aligners: 'teenAligners',
  oral_care: 'retainer',
  whitening_kit: 'whitening',
  lhr: 'lhr',
  hydra_facial: 'hydraFacial',
  derma_facial: 'dermaFacial',
  acne: 'acne',
  skincare: 'skincare',
};

/** What a navigation card (by devKey) sells, or null for a card that sells nothing by itself. */
export function cardOffering(devKey: string | null | undefined): Sellable | null {
  return devKey ? (CARD_OFFERINGS[devKey] ?? null) : null;
}

/** The header redirections' devKeys (ours next to the spec's) that only make sense where the market has them. */
const REDIRECTION_NEEDS: Readonly<Record<string, Sellable>> = {
  LHR_TRIAL: 'lhrTrial',
  BOOK_SCAN: 'scan',
  EXPERIENCE_CENTRE: 'centres',
  REFER: 'referral',
};

export function redirectionNeeds(devKey: string | null | undefined): Sellable | null {
  return devKey ? (REDIRECTION_NEEDS[devKey] ?? null) : null;
}

/**
 * Pages that sell one thing, by path prefix (locale-free): a menu link to one is shown only where the market sells
 * it. Paths not listed (the line homes, the shop, help) are shown everywhere.
 */
const PAGE_NEEDS: ReadonlyArray<readonly [string, Sellable]> = [
  ['/skinnsi/laser-hair-removal', 'lhr'],
  ['/skinnsi/permanent-laser-hair-removal-treatment', 'lhr'],
  ['/skinnsi/hydra-facial-treatment', 'hydraFacial'],
  ['/skinnsi/dermafacial-at-home', 'dermaFacial'],
  ['/skinnsi/acne-treatment', 'acne'],
  ['/skinnsi/anti-ageing-wrinkles-causes-treatment', 'antiAgeing'],
  ['/skinnsi/advanced-skin-treatments', 'advancedSkin'],
  ['/skinnsi/toning-get-started1', 'dermaFacial'],
  ['/skinnsi/hair-get-started1', 'lhr'],
  ['/toothsi/home-impression-kit', 'impressionKit'],
  ['/experience-centre', 'centres'],
  ['/refer-and-earn-get-discount', 'referral'],
];

/** Whether a menu link belongs on a page of this market (see PAGE_NEEDS). */
export function linkShownIn(country: Country, href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? href;
  const rule = PAGE_NEEDS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return !rule || sells(country, rule[1]);
}
