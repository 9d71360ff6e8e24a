import { currencyOf, type Country, type Currency } from '@/i18n/locales';
import type { LocationType } from '@/lib/commerce';
import {
  CATEGORY_OF_LOCATION_KEY,
  LOCATION_SERVICE_KEYS,
  type BodyArea,
  type LocationServiceKey,
  type SkinCategory,
  type SkinInclusion,
} from '@/lib/skin';
import { CLINIC_SEED } from './commerce-seed';
import { CITY_SEED } from './seed-data';

/**
 * The skin line's services as seeded: categories, services (body parts for laser hair reduction), packages of
 * sessions priced per market, the cities offering each category, and the slot rules of skin sessions. Like the
 * product seed, this is also what `next build` renders the skin pages from (the build has no database).
 */

export interface SkinCategorySeed {
  code: SkinCategory;
  /** The spec §3 location-based-service key deciding its cities; null when it follows its own city list. */
  availabilityKey: LocationServiceKey | null;
  locationTypes: LocationType[];
  sortOrder: number;
}

export const SKIN_CATEGORY_SEED: SkinCategorySeed[] = [
  { code: 'lhr', availabilityKey: null, locationTypes: ['home', 'centre'], sortOrder: 1 },
  { code: 'dermafacial', availabilityKey: 'showDermaService', locationTypes: ['home'], sortOrder: 2 },
  { code: 'acne', availabilityKey: 'showAcneService', locationTypes: ['home', 'centre'], sortOrder: 3 },
  { code: 'hydrafacial', availabilityKey: 'showHydraFacial', locationTypes: ['home', 'centre'], sortOrder: 4 },
  { code: 'anti-ageing', availabilityKey: 'showAntiAgeingService', locationTypes: ['home', 'centre'], sortOrder: 5 },
  // Lasers and needling need a clinic room: centres only.
  { code: 'advanced', availabilityKey: null, locationTypes: ['centre'], sortOrder: 6 },
];

export interface SkinServiceSeed {
  category: SkinCategory;
  slug: string;
  area: BodyArea | null;
  trialEligible: boolean;
  /** One session's price per market in minor units; a market without one does not offer the service. */
  sessionPrice: Partial<Record<Country, number>>;
  /** The package sizes offered, in sessions. */
  packages: number[];
}

const lhr = (
  slug: string,
  area: BodyArea,
  inr: number,
  aed: number | null,
  trialEligible = false,
): SkinServiceSeed => ({
  category: 'lhr',
  slug,
  area,
  trialEligible,
  sessionPrice: aed === null ? { IN: inr } : { IN: inr, AE: aed },
  packages: [1, 6, 8],
});
const service = (
  category: SkinCategory,
  slug: string,
  area: BodyArea | null,
  sessionPrice: Partial<Record<Country, number>>,
  packages: number[],
): SkinServiceSeed => ({ category, slug, area, trialEligible: false, sessionPrice, packages });

export const SKIN_SERVICE_SEED: SkinServiceSeed[] = [
  lhr('full-body', 'fullBody', 1_199_900, 89_900),
  lhr('face', 'face', 249_900, 24_900),
  lhr('underarms', 'upperBody', 129_900, 14_900, true),
  lhr('bikini', 'lowerBody', 299_900, 24_900),
  lhr('chest', 'upperBody', 299_900, 24_900),
  lhr('stomach', 'upperBody', 249_900, 19_900),
  lhr('back', 'upperBody', 399_900, 29_900),
  lhr('full-hands', 'upperBody', 349_900, 29_900),
  lhr('half-hands', 'upperBody', 199_900, 17_900),
  lhr('full-legs', 'lowerBody', 499_900, 39_900),
  lhr('half-legs', 'lowerBody', 299_900, 24_900),
  lhr('upper-lip', 'face', 79_900, 7_900, true),
  lhr('chin', 'face', 79_900, 7_900, true),
  lhr('side-locks', 'face', 99_900, 9_900, true),
  lhr('neck', 'face', 149_900, 12_900),
  // De-tan and laser in one visit for underarms: an Indian favourite, not offered in the Gulf yet.
  { ...lhr('detan-lhr', 'upperBody', 249_900, null), packages: [1, 3, 6] },
  service('dermafacial', 'body-polishing', 'fullBody', { IN: 349_900 }, [1, 3]),
  service('dermafacial', 'classic-dermafacial', 'face', { IN: 249_900 }, [1, 3, 6]),
  service('dermafacial', 'detan-facial', 'face', { IN: 199_900 }, [1, 3]),
  service('dermafacial', 'back-polishing', 'upperBody', { IN: 249_900 }, [1, 3]),
  service('acne', 'active-acne-treatment', 'face', { IN: 299_900 }, [1, 4, 6]),
  service('acne', 'acne-scar-treatment', 'face', { IN: 499_900 }, [1, 4, 6]),
  service('acne', 'open-pores-treatment', 'face', { IN: 349_900 }, [1, 4]),
  service('acne', 'chemical-peel', 'face', { IN: 249_900 }, [1, 4]),
  service('hydrafacial', 'hydrafacial-classic', 'face', { IN: 499_900, AE: 39_900 }, [1, 3, 6]),
  service('hydrafacial', 'hydrafacial-signature', 'face', { IN: 699_900, AE: 54_900 }, [1, 3, 6]),
  service('hydrafacial', 'hydrafacial-platinum', 'face', { IN: 999_900, AE: 74_900 }, [1, 3]),
  service('anti-ageing', 'anti-ageing-facial', 'face', { IN: 449_900 }, [1, 4, 6]),
  service('anti-ageing', 'skin-tightening', 'face', { IN: 699_900 }, [1, 4, 6]),
  service('anti-ageing', 'wrinkle-reduction', 'face', { IN: 799_900 }, [1, 4]),
  service('advanced', 'carbon-laser-peel', 'face', { IN: 599_900 }, [1, 4]),
  service('advanced', 'microneedling', 'face', { IN: 799_900 }, [1, 4]),
  service('advanced', 'pigmentation-laser', 'face', { IN: 699_900 }, [1, 4, 6]),
];

/** The discount of a package on its sessions bought one by one. */
const PACKAGE_DISCOUNT: Readonly<Record<number, number>> = { 1: 0, 3: 0.15, 4: 0.2, 6: 0.3, 8: 0.35 };

/** Package prices end in 99 of the major unit, rounded to hundreds of rupees or tens of dirhams. */
const ROUND_TO_MINOR: Readonly<Record<Currency, number>> = {
  INR: 10_000,
  AED: 1_000,
  SAR: 1_000,
  QAR: 1_000,
  BHD: 1_000,
};
function packagePrice(amountMinor: number, currency: Currency): number {
  const step = ROUND_TO_MINOR[currency];
  const one = currency === 'BHD' ? 1_000 : 100;
  return Math.max(one, Math.round(amountMinor / step) * step - one);
}

const CATEGORY_INCLUSIONS: Readonly<Record<SkinCategory, SkinInclusion[]>> = {
  lhr: ['usFdaApprovedLaser', 'patchTest', 'dermatologistConsultation'],
  dermafacial: ['homeVisit', 'medicalGradeProducts'],
  acne: ['dermatologistConsultation', 'medicalGradeProducts'],
  hydrafacial: ['medicalGradeProducts'],
  'anti-ageing': ['dermatologistConsultation', 'medicalGradeProducts'],
  advanced: ['dermatologistConsultation', 'patchTest'],
};

export interface SkinPackageSeed {
  code: string;
  category: SkinCategory;
  serviceSlug: string;
  sessions: number;
  popular: boolean;
  inclusions: SkinInclusion[];
  sortOrder: number;
  /** [price, compare-at or null] in minor units per market. */
  prices: Partial<Record<Country, [number, number | null]>>;
}

/** The package code is also its plan code in the cart (a skin package is a bookable plan of kind `skin`). */
export function skinPackageCode(category: SkinCategory, slug: string, sessions: number): string {
  return `${category}-${slug}-${sessions}`;
}

function packagesOf(s: SkinServiceSeed): SkinPackageSeed[] {
  // The most bought size: six sessions of laser, the middle size elsewhere.
  const popular =
    s.category === 'lhr' && s.packages.includes(6) ? 6 : (s.packages[Math.floor(s.packages.length / 2)] ?? 1);
  return s.packages.map((sessions, index) => {
    const discount = PACKAGE_DISCOUNT[sessions];
    if (discount === undefined) throw new Error(`No discount for a package of ${sessions} sessions`);
    const prices: SkinPackageSeed['prices'] = {};
    for (const [country, perSession] of Object.entries(s.sessionPrice) as Array<[Country, number]>) {
      const full = perSession * sessions;
      prices[country] =
        discount === 0 ? [perSession, null] : [packagePrice(full * (1 - discount), currencyOf(country)), full];
    }
    const inclusions: SkinInclusion[] = ['certifiedTherapist', ...CATEGORY_INCLUSIONS[s.category], 'freeReschedule'];
    if (sessions >= 3) inclusions.push('progressTracking');
    if (sessions >= 6) inclusions.push('aftercareKit', 'freeTouchUpSession');
    return {
      code: skinPackageCode(s.category, s.slug, sessions),
      category: s.category,
      serviceSlug: s.slug,
      sessions,
      popular: sessions === popular && s.packages.length > 1,
      inclusions,
      sortOrder: index + 1,
      prices,
    };
  });
}

export const SKIN_PACKAGE_SEED: SkinPackageSeed[] = SKIN_SERVICE_SEED.flatMap(packagesOf);

/** India's skin cities (spec §3), from the city seed. */
export const SKIN_CITIES: readonly string[] = CITY_SEED.filter((c) => c.skinnsi).map((c) => c.city);

/**
 * Spec §3 location-based services: the cities where each key's category is offered. The spec lists all the
 * skin cities for every key; hydra facial has no therapist team in Nagpur yet, so Nagpur is left out (and the
 * location-based-service content says the same).
 */
export const LOCATION_BASED_SERVICES: Readonly<Record<LocationServiceKey, readonly string[]>> = {
  showAcneService: SKIN_CITIES,
  showAntiAgeingService: SKIN_CITIES,
  showDermaService: SKIN_CITIES,
  showHydraFacial: SKIN_CITIES.filter((c) => c !== 'Nagpur'),
};

/** The Gulf cities of the skin line: laser hair reduction and hydra facial in Dubai. */
const GULF_SKIN: Readonly<Partial<Record<SkinCategory, readonly string[]>>> = {
  lhr: ['Dubai'],
  hydrafacial: ['Dubai'],
};

/** Every city offering each category: its key's cities (or its own list), plus the Gulf's. */
export const SKIN_CATEGORY_CITIES: Readonly<Record<SkinCategory, readonly string[]>> = (() => {
  const centreCities = new Set(CLINIC_SEED.map((c) => c.city));
  const own: Record<SkinCategory, readonly string[]> = {
    lhr: SKIN_CITIES,
    advanced: SKIN_CITIES.filter((c) => centreCities.has(c)),
    acne: [],
    dermafacial: [],
    hydrafacial: [],
    'anti-ageing': [],
  };
  for (const key of LOCATION_SERVICE_KEYS) own[CATEGORY_OF_LOCATION_KEY[key]] = LOCATION_BASED_SERVICES[key];
  for (const code of Object.keys(own) as SkinCategory[]) own[code] = [...own[code], ...(GULF_SKIN[code] ?? [])];
  return own;
})();

/**
 * Skin sessions' own slot rules. Home visits: every day, eight times from 08:00, three therapists per time (a
 * laser visit takes about an hour with set-up). Centres: every day, hourly from 11:00, two treatment rooms.
 */
export const SKIN_HOME_VISITS = {
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  times: ['08:00', '09:30', '11:00', '12:30', '14:00', '15:30', '17:00', '18:30'],
  capacity: 3,
};
export const SKIN_CENTRE_HOURS = {
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  times: ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00'],
  capacity: 2,
};
