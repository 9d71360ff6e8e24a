import type { Answers } from './assessments';
import { MINOR_UNIT_DIGITS, money, type Money } from './money';
import { SKIN_CATEGORY_PAGES, skinServicePath, type BodyArea, type SkinCategory } from './skin';

/*
 * The skin line's pages (spec §2 /skinnsi/...): their paths, which copy each reads, and how they point at each
 * other. Prices, services and cities come from the catalogue (server/skin); this file only says where things are.
 */

export const SKIN_HOME_PATH = '/skinnsi';
export const SKIN_SHOP_PATH = '/skinnsi/skin-care-products';
export const SKIN_REVIEWS_PATH = '/skinnsi/skinnsi-reviews';
export const SKIN_REFUND_PATH = '/skinnsi/refund-policy';
export const SKIN_CONSULTATION_PATH = '/skinnsi/toning-get-started1';
export const HAIR_CONSULTATION_PATH = '/skinnsi/hair-get-started1';
export const PERMANENT_LHR_PATH = '/skinnsi/permanent-laser-hair-removal-treatment';
export const LHR_COST_PATH = '/skinnsi/permanent-laser-hair-removal-treatment/laser-hair-removal-cost';

/** The id of the packages section of a category page: `?scrollTo=select-packages` lands there (spec §2). */
export const PACKAGES_SECTION_ID = 'select-packages';
/** The id of the free trial section of the laser page. */
export const TRIAL_SECTION_ID = 'free-trial';

/** The page of a category, such as `/skinnsi/laser-hair-removal`. */
export function skinCategoryPath(category: SkinCategory): string {
  return `/skinnsi/${SKIN_CATEGORY_PAGES[category]}`;
}

/** Where "book laser hair reduction" leads: the laser page, scrolled to its packages. */
export const LHR_PACKAGES_HREF = `${skinCategoryPath('lhr')}?scrollTo=${PACKAGES_SECTION_ID}`;

/** A service of the catalogue, by category and slug. */
export interface SkinServiceRef {
  readonly category: SkinCategory;
  readonly slug: string;
}

export interface AcneCondition {
  /** URL segment under /skinnsi/acne-treatment (spec §2). */
  readonly slug: string;
  /** Key under `skinPages.conditions`. */
  readonly key: 'scars' | 'pores' | 'pimples';
  /** The services that treat it, first the one to book. */
  readonly services: readonly SkinServiceRef[];
}

/** The three acne condition pages, one template. */
export const ACNE_CONDITIONS: readonly AcneCondition[] = [
  {
    slug: 'acne-pimple-scars-marks-treatment',
    key: 'scars',
    services: [
      { category: 'acne', slug: 'acne-scar-treatment' },
      { category: 'acne', slug: 'chemical-peel' },
      { category: 'advanced', slug: 'microneedling' },
    ],
  },
  {
    slug: 'open-pores-treatment',
    key: 'pores',
    services: [
      { category: 'acne', slug: 'open-pores-treatment' },
      { category: 'advanced', slug: 'carbon-laser-peel' },
      { category: 'hydrafacial', slug: 'hydrafacial-classic' },
    ],
  },
  {
    slug: 'pimples',
    key: 'pimples',
    services: [
      { category: 'acne', slug: 'active-acne-treatment' },
      { category: 'acne', slug: 'chemical-peel' },
    ],
  },
];

export function acneConditionBySlug(slug: string): AcneCondition | undefined {
  return ACNE_CONDITIONS.find((c) => c.slug === slug);
}

export function acneConditionPath(condition: AcneCondition): string {
  return `${skinCategoryPath('acne')}/${condition.slug}`;
}

/** The order body areas are grouped in on the laser page. */
export const AREA_ORDER: readonly BodyArea[] = ['face', 'upperBody', 'lowerBody', 'fullBody'];

/** Pages the skin pages point to, by their `skinPages.common.related` message key. */
export const SKIN_RELATED = {
  home: SKIN_HOME_PATH,
  lhr: skinCategoryPath('lhr'),
  permanent: PERMANENT_LHR_PATH,
  cost: LHR_COST_PATH,
  acne: skinCategoryPath('acne'),
  hydrafacial: skinCategoryPath('hydrafacial'),
  dermafacial: skinCategoryPath('dermafacial'),
  antiAgeing: skinCategoryPath('anti-ageing'),
  advanced: skinCategoryPath('advanced'),
  products: SKIN_SHOP_PATH,
  reviews: SKIN_REVIEWS_PATH,
  refund: SKIN_REFUND_PATH,
  toning: SKIN_CONSULTATION_PATH,
  hair: HAIR_CONSULTATION_PATH,
} as const;
export type SkinRelated = keyof typeof SKIN_RELATED;

/** The neighbours each category page links to. */
export const CATEGORY_RELATED: Readonly<Record<SkinCategory, readonly SkinRelated[]>> = {
  lhr: ['permanent', 'cost', 'reviews', 'hair'],
  dermafacial: ['hydrafacial', 'acne', 'products', 'toning'],
  acne: ['advanced', 'products', 'reviews', 'toning'],
  hydrafacial: ['dermafacial', 'antiAgeing', 'reviews', 'toning'],
  'anti-ageing': ['hydrafacial', 'advanced', 'products', 'toning'],
  advanced: ['acne', 'antiAgeing', 'reviews', 'toning'],
};

/** The page a consultation's recommendation leads to, to see the prices and book. */
export function recommendedServicePath(service: SkinServiceRef): string {
  return skinServicePath(service.category, service.slug);
}

/** The laser service of each area of the hair consultation (lib/assessments.ts, question `areas`). */
const LHR_AREA_SERVICES: Readonly<Record<string, string>> = {
  face: 'face',
  underarms: 'underarms',
  fullHands: 'full-hands',
  legs: 'full-legs',
  bikini: 'bikini',
  fullBody: 'full-body',
};

/** The service each skin consultation recommendation leads to. */
const TONING_SERVICES: Readonly<Record<string, SkinServiceRef>> = {
  acneCare: { category: 'acne', slug: 'active-acne-treatment' },
  poresCare: { category: 'acne', slug: 'open-pores-treatment' },
  pigmentationCare: { category: 'advanced', slug: 'pigmentation-laser' },
  tanCare: { category: 'dermafacial', slug: 'detan-facial' },
  antiAgeingCare: { category: 'anti-ageing', slug: 'anti-ageing-facial' },
  hydrationCare: { category: 'hydrafacial', slug: 'hydrafacial-classic' },
};

/**
 * The service a skin or hair consultation's recommendation is booked as: the laser area first chosen (the full
 * body for a full-body recommendation), or the skin treatment of the recommendation. Null for other consultations.
 */
export function consultationService(kind: string, answers: Answers, code: string): SkinServiceRef | null {
  if (kind === 'toning') return TONING_SERVICES[code] ?? null;
  if (kind !== 'lhr') return null;
  const areas = Array.isArray(answers.areas) ? answers.areas : answers.areas ? [answers.areas] : [];
  const area = code === 'fullBodyPackage' ? 'fullBody' : areas[0];
  const slug = area ? LHR_AREA_SERVICES[area] : undefined;
  return { category: 'lhr', slug: slug ?? 'full-body' };
}

/**
 * A price per session as the pages show it: rounded to whole rupees or dirhams (a package's price divided by its
 * sessions rarely is one, and "₹916.50 a session" reads like a bill, not a price). Package prices are never rounded.
 */
export function wholeUnits(value: Money): Money {
  const unit = 10 ** MINOR_UNIT_DIGITS[value.currency];
  return money(Math.round(value.amountMinor / unit) * unit, value.currency);
}
