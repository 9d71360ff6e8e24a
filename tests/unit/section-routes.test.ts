import { describe, expect, it } from 'vitest';
import { appRoutes, matchesRoute, pageRoutes } from '@/lib/app-routes';
import { LOGIN_REQUIRED, requiresSignIn, SIGN_IN_LATER } from '@/lib/auth-rules';
import { LEGACY_REDIRECTS } from '@/lib/legacy-redirects';
import { resolveSectionHref } from '@/lib/section-link';
import { BITE_PROBLEM_PATHS, SECTION_PREFIXES, SECTION_ROUTES, sectionOf } from '@/lib/section-routes';

/**
 * The one route table left (issue 28): the routes under each section, which a link without a prefix may move into.
 * It must be what the folder tree of app/ says, route groups and all.
 */
describe('the section routes table', () => {
  it('is exactly the routes under /toothsi, /skinnsi and /ae in app/ (the bite pages spelled out)', () => {
    const inApp = appRoutes()
      .filter((route) => sectionOf(route) !== undefined)
      .flatMap((route) => (route === '/toothsi/:bite' ? [...BITE_PROBLEM_PATHS] : [route]));
    expect([...SECTION_ROUTES].sort()).toEqual(inApp.sort());
  });

  it('finds pages in every route group, and no two groups serve one path', () => {
    const routes = appRoutes();
    expect(new Set(routes).size).toBe(routes.length);
    for (const path of [
      '/',
      '/toothsi/pricing',
      '/checkout/select-address',
      '/grin-nps',
      '/ae/comming-soon',
      '/review/add',
    ])
      expect(routes, path).toContain(path);
    expect(SECTION_PREFIXES).toEqual(['/toothsi', '/skinnsi', '/ae']);
  });

  it('moves an unprefixed link into the current section only where that page exists', () => {
    expect(resolveSectionHref('/doctor-partners', '/toothsi/braces')).toBe('/toothsi/doctor-partners');
    expect(resolveSectionHref('/doctor-partners', '/ae/comming-soon')).toBe('/ae/doctor-partners');
    expect(resolveSectionHref('/pricing?coupon=X', '/toothsi')).toBe('/toothsi/pricing?coupon=X');
    expect(resolveSectionHref('/faqs', '/toothsi/braces')).toBe('/faqs');
    expect(resolveSectionHref('/about-us', '/skinnsi/laser-hair-removal')).toBe('/about-us');
    expect(resolveSectionHref('/', '/toothsi')).toBe('/');
    expect(resolveSectionHref('/doctor-partners', '/about-us')).toBe('/doctor-partners');
  });
});

describe('login-required pages and legacy paths', () => {
  it('names only real pages, and asks sign-in for them and what is under a /* rule', () => {
    const pages = pageRoutes();
    for (const rule of LOGIN_REQUIRED) {
      const base = rule.replace(/\/\*$/, '');
      const covered = pages.filter((p) => (rule.endsWith('/*') ? p.startsWith(`${base}/`) : p === rule));
      expect(covered.length, rule).toBeGreaterThan(0);
    }
    // Issue 29 item 4: the account landing, refer and earn and the review pages show a public part to a visitor.
    expect(requiresSignIn('/my-account')).toBe(false);
    expect(requiresSignIn('/review/add')).toBe(false);
    // Issue 30 item 4: booking a scan starts without signing in; its neighbours stay the customer's.
    expect(requiresSignIn('/my-account/book-scan')).toBe(false);
    expect(requiresSignIn('/my-account/book-scan-extra')).toBe(true);
    expect(requiresSignIn('/my-account/select-schedule')).toBe(true);
    for (const page of SIGN_IN_LATER) expect(pages, page).toContain(page);
    expect(requiresSignIn('/my-account/orders')).toBe(true);
    expect(requiresSignIn('/toothsi/my-account/orders/abc')).toBe(true);
    expect(requiresSignIn('/skinnsi/payment/success/abc')).toBe(true);
    expect(requiresSignIn('/smile-tracker-settings')).toBe(true);
    expect(requiresSignIn('/refer-and-earn-get-discount')).toBe(false);
    expect(requiresSignIn('/my-accounts')).toBe(false);
    expect(requiresSignIn('/toothsi')).toBe(false);
  });

  it('sends every legacy path to a page that exists', () => {
    const pages = pageRoutes();
    for (const [legacy, target] of Object.entries(LEGACY_REDIRECTS)) {
      expect(matchesRoute(pages, target), `${legacy} → ${target}`).toBe(true);
      expect(matchesRoute(pages, legacy), legacy).toBe(false);
    }
  });
});
