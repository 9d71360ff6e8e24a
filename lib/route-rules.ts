import {
  BITE_PROBLEM_PATHS,
  CHECKOUT_ROUTES,
  FEEDBACK_ROUTES,
  GULF_ROUTES,
  NPS_ROUTES,
  PAYMENT_STATUS_ROUTES,
  matchesPattern,
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

export const STICKY_BOOK_NOW: readonly string[] = ['/pricing', '/results', '/braces', '/aligners', ...BITE_PROBLEMS_UNPREFIXED];
/** Where the sticky call to action is whitelisted to show even without a book-now rule (spec §2). */
export const STICKY_CTA_WHITELIST: readonly string[] = ['/', '/braces', '/aligners'];
export const SKIN_STICKY_BANNER: readonly string[] = ['/'];

function ruleMatches(rule: string, path: string): boolean {
  if (rule === '/') return path === '/';
  return matchesPattern(rule, path) || matchesPattern(rule, stripSection(path));
}

/** True when any rule of `table` covers `path` (a full or locale-stripped pathname). */
export function matchesRule(table: readonly string[], path: string): boolean {
  const stripped = stripLocale(path);
  const candidates = [stripped, ...legacyAliasesOf(stripped)];
  return candidates.some((p) => table.some((rule) => ruleMatches(rule, p)));
}

export interface ShellVisibility {
  footer: boolean;
  whatsApp: boolean;
  stickyBookNow: boolean;
  skinStickyBanner: boolean;
}

export function shellVisibility(path: string): ShellVisibility {
  return {
    footer: !matchesRule(HIDE_FOOTER, path),
    whatsApp: !matchesRule(HIDE_WHATSAPP, path),
    stickyBookNow: matchesRule(STICKY_BOOK_NOW, path) || matchesRule(STICKY_CTA_WHITELIST, path),
    skinStickyBanner: matchesRule(SKIN_STICKY_BANNER, path),
  };
}

export function isPaymentStatusRoute(path: string): boolean {
  return matchesRule(PAYMENT_STATUS_ROUTES, path);
}
