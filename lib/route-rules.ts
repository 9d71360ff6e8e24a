import {
  BITE_PROBLEM_PATHS,
  CHECKOUT_ROUTES,
  FEEDBACK_ROUTES,
  GULF_ROUTES,
  NPS_ROUTES,
  PAYMENT_STATUS_ROUTES,
  matchesSegments,
  segmentsOf,
  segmentsOfPattern,
  stripSection,
} from './routes';
import { legacyAliasesOf } from './legacy-redirects';
import { stripLocale } from './paths';

/**
 * Visibility rules of spec §2 as tables. Paths are locale-stripped. A rule path written without a section
 * prefix also matches under one (`/pricing` covers `/toothsi/pricing`), and a rule written for a legacy path
 * follows it to its current page (`/aligners` covers `/toothsi/teeth-aligners`). `/` matches only `/`.
 */
export const HIDE_FOOTER: readonly string[] = [
  ...CHECKOUT_ROUTES,
  ...PAYMENT_STATUS_ROUTES,
  ...FEEDBACK_ROUTES,
  ...NPS_ROUTES,
  ...GULF_ROUTES,
];

export const HIDE_WHATSAPP: readonly string[] = [
  '/get-started1',
  '/get-started2',
  '/get-started3',
  '/get-started4',
  ...FEEDBACK_ROUTES,
  ...NPS_ROUTES,
  '/refer-and-discount',
  '/pricing',
  '/aligners',
];

const BITE_PROBLEMS_UNPREFIXED = BITE_PROBLEM_PATHS.map(stripSection);

export const STICKY_BOOK_NOW: readonly string[] = [
  '/pricing',
  '/results',
  '/braces',
  '/aligners',
  ...BITE_PROBLEMS_UNPREFIXED,
];
/** Where the sticky call to action is whitelisted to show even without a book-now rule (spec §2). */
export const STICKY_CTA_WHITELIST: readonly string[] = ['/', '/braces', '/aligners'];
export const SKIN_STICKY_BANNER: readonly string[] = ['/'];
/** Where the native app hides its bottom tab bar (SET_SHOW_FOOTER_TAB): checkout, payment, feedback and NPS pages. */
export const HIDE_NATIVE_TABS: readonly string[] = [
  ...CHECKOUT_ROUTES,
  ...PAYMENT_STATUS_ROUTES,
  ...FEEDBACK_ROUTES,
  ...NPS_ROUTES,
];

/** A candidate path split once, as it is and without its section prefix. */
interface Candidate {
  path: string;
  segments: readonly string[];
  unsectioned: readonly string[];
}

function ruleMatches(rule: string, candidate: Candidate): boolean {
  if (rule === '/') return candidate.path === '/';
  const want = segmentsOfPattern(rule);
  return matchesSegments(want, candidate.segments) || matchesSegments(want, candidate.unsectioned);
}

function candidatesOf(path: string): Candidate[] {
  const stripped = stripLocale(path);
  return [stripped, ...legacyAliasesOf(stripped)].map((p) => ({
    path: p,
    segments: segmentsOf(p),
    unsectioned: segmentsOf(stripSection(p)),
  }));
}

function matchesAny(table: readonly string[], candidates: Candidate[]): boolean {
  return candidates.some((candidate) => table.some((rule) => ruleMatches(rule, candidate)));
}

/** True when any rule of `table` covers `path` (a full or locale-stripped pathname). */
export function matchesRule(table: readonly string[], path: string): boolean {
  return matchesAny(table, candidatesOf(path));
}

export interface ShellVisibility {
  footer: boolean;
  whatsApp: boolean;
  stickyBookNow: boolean;
  skinStickyBanner: boolean;
}

let lastVisibility: { path: string; value: ShellVisibility } | undefined;

/** The shell's parts shown on `path`. Every `ShowOn` of a page asks for the same path, so the last answer is kept. */
export function shellVisibility(path: string): ShellVisibility {
  if (lastVisibility?.path === path) return lastVisibility.value;
  const candidates = candidatesOf(path);
  const value = {
    footer: !matchesAny(HIDE_FOOTER, candidates),
    whatsApp: !matchesAny(HIDE_WHATSAPP, candidates),
    stickyBookNow: matchesAny(STICKY_BOOK_NOW, candidates) || matchesAny(STICKY_CTA_WHITELIST, candidates),
    skinStickyBanner: matchesAny(SKIN_STICKY_BANNER, candidates),
  };
  lastVisibility = { path, value };
  return value;
}

export function isPaymentStatusRoute(path: string): boolean {
  return matchesRule(PAYMENT_STATUS_ROUTES, path);
}
