import type { Currency } from '@/i18n/locales';
import { money, type Money } from './money';

/*
 * Rules of the skin line (skinnsi) shared by the server, which enforces them, and the pages, which explain them.
 * No zod here (pages import this); the API's schemas live in lib/api/skin-contracts.ts. Names of categories,
 * services and inclusions are keys the pages translate (`skin.categories.{code}`, `skin.services.{slug}`,
 * `skin.inclusions.{key}`), never English sentences from the database.
 */

/** The skin line's service categories, in the order the pages list them. */
export const SKIN_CATEGORIES = ['lhr', 'dermafacial', 'acne', 'hydrafacial', 'anti-ageing', 'advanced'] as const;
export type SkinCategory = (typeof SKIN_CATEGORIES)[number];

/** The page of each category under /skinnsi (spec §2); its services live at `{page}/select-service/{slug}`. */
export const SKIN_CATEGORY_PAGES: Readonly<Record<SkinCategory, string>> = {
  lhr: 'laser-hair-removal',
  dermafacial: 'dermafacial-at-home',
  acne: 'acne-treatment',
  hydrafacial: 'hydra-facial-treatment',
  'anti-ageing': 'anti-ageing-wrinkles-causes-treatment',
  advanced: 'advanced-skin-treatments',
};

/**
 * The keys of spec §3 `location-based-service`: each decides, per city, whether one category is offered there.
 * Categories without a key (laser hair reduction, advanced treatments) follow the cities seeded for them.
 */
export const LOCATION_SERVICE_KEYS = [
  'showAcneService',
  'showAntiAgeingService',
  'showDermaService',
  'showHydraFacial',
] as const;
export type LocationServiceKey = (typeof LOCATION_SERVICE_KEYS)[number];
export const CATEGORY_OF_LOCATION_KEY: Readonly<Record<LocationServiceKey, SkinCategory>> = {
  showAcneService: 'acne',
  showAntiAgeingService: 'anti-ageing',
  showDermaService: 'dermafacial',
  showHydraFacial: 'hydrafacial',
};

/** The spec's four flags for a city, from the categories available there. */
export function locationServiceFlags(availableInCity: ReadonlySet<SkinCategory>): Record<LocationServiceKey, boolean> {
  return Object.fromEntries(
    LOCATION_SERVICE_KEYS.map((key) => [key, availableInCity.has(CATEGORY_OF_LOCATION_KEY[key])]),
  ) as Record<LocationServiceKey, boolean>;
}

/** Where on the body a service works, so the pages can group body parts. */
export const BODY_AREAS = ['face', 'upperBody', 'lowerBody', 'fullBody'] as const;
export type BodyArea = (typeof BODY_AREAS)[number];

/** What a package includes: keys the pages translate (`skin.inclusions.{key}`). */
export const SKIN_INCLUSIONS = [
  'dermatologistConsultation',
  'patchTest',
  'usFdaApprovedLaser',
  'certifiedTherapist',
  'aftercareKit',
  'freeTouchUpSession',
  'freeReschedule',
  'progressTracking',
  'homeVisit',
  'medicalGradeProducts',
] as const;
export type SkinInclusion = (typeof SKIN_INCLUSIONS)[number];

/** The free laser hair reduction trial: one per customer, on at most this many trial body parts. */
export const MAX_TRIAL_BODY_PARTS = 2;

/** The price of a package in a market, or that the market does not offer it (the pages say so instead of a price). */
export type SkinPricing =
  | {
      offered: true;
      price: Money;
      /** The struck-through price; the saving is measured against it. */
      compareAt: Money | null;
      perSession: Money;
      saving: Money | null;
      savingPercent: number | null;
    }
  | { offered: false };

/**
 * Price, saving and per-session price of a package of `sessions` sessions. The per-session price is rounded to
 * a whole minor unit; a compare-at price at or below the price is no saving and is dropped.
 */
export function packagePricing(
  amountMinor: number | null,
  compareAtMinor: number | null,
  sessions: number,
  currency: Currency,
): SkinPricing {
  if (amountMinor === null) return { offered: false };
  if (!Number.isInteger(sessions) || sessions < 1)
    throw new Error(`A package has at least one session, got ${sessions}`);
  const compare = compareAtMinor !== null && compareAtMinor > amountMinor ? compareAtMinor : null;
  return {
    offered: true,
    price: money(amountMinor, currency),
    compareAt: compare === null ? null : money(compare, currency),
    perSession: money(Math.round(amountMinor / sessions), currency),
    saving: compare === null ? null : money(compare - amountMinor, currency),
    savingPercent: compare === null ? null : Math.round(((compare - amountMinor) * 100) / compare),
  };
}

/** The lowest per-session price among offered packages: the "from" price of a service card. */
export function fromPrice(pricings: readonly SkinPricing[]): Money | null {
  let best: Money | null = null;
  for (const p of pricings)
    if (p.offered && (best === null || p.perSession.amountMinor < best.amountMinor)) best = p.perSession;
  return best;
}

export type TrialPickProblem =
  { code: 'noBodyPart' } | { code: 'tooManyBodyParts'; max: number } | { code: 'notTrialBodyPart'; slug: string };

/** Whether a choice of trial body parts is acceptable: one to MAX_TRIAL_BODY_PARTS distinct eligible parts. */
export function checkTrialPick(picked: readonly string[], eligible: ReadonlySet<string>): TrialPickProblem | null {
  const distinct = [...new Set(picked)];
  if (distinct.length === 0) return { code: 'noBodyPart' };
  if (distinct.length > MAX_TRIAL_BODY_PARTS) return { code: 'tooManyBodyParts', max: MAX_TRIAL_BODY_PARTS };
  const wrong = distinct.find((slug) => !eligible.has(slug));
  return wrong ? { code: 'notTrialBodyPart', slug: wrong } : null;
}

/** Slot places of skin sessions: their own templates, apart from scans (home visits per city, rooms per centre). */
export function skinHomeLocationKey(city: string): string {
  return `skin-home:${city.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
export function skinCentreLocationKey(clinicId: number): string {
  return `skin-centre:${clinicId}`;
}

/** The page of a service: `/skinnsi/{category page}/select-service/{slug}`. */
export function skinServicePath(category: SkinCategory, slug: string): string {
  return `/skinnsi/${SKIN_CATEGORY_PAGES[category]}/select-service/${slug}`;
}

/** A category from its code or its page segment (`lhr` or `laser-hair-removal`), or null. */
export function parseSkinCategory(raw: string): SkinCategory | null {
  const value = raw.trim().toLowerCase();
  const byCode = SKIN_CATEGORIES.find((c) => c === value);
  if (byCode) return byCode;
  return SKIN_CATEGORIES.find((c) => SKIN_CATEGORY_PAGES[c] === value) ?? null;
}
