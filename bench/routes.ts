/**
 * The one list of what the bench measures. Each later issue adds its pages here; a route that answers 404 today is
 * reported as "not built" instead of failing the run, so the list can run ahead of the app.
 */

/**
 * The Lighthouse phase measures and budgets the pages that bench/budgets.json → lighthouse.pages lists, by path as
 * written here; every other phase measures every route.
 *
 * The kind decides which budgets apply (see bench/budgets.json: the HTML-size and origin budgets of "content pages"
 * apply to the kinds listed there) and how many connections load it; `signedIn` picks the signed-in origin budget.
 */
export type RouteKind = 'content' | 'catalogue' | 'checkout' | 'account' | 'api';

export interface BenchRoute {
  path: string;
  kind: RouteKind;
  /** Shown next to the figures; says what the number does (or does not yet) stand for. */
  note?: string;
  /** Requested as a signed-in customer (the session cookie on every request, the browser's included). */
  signedIn?: boolean;
}

export const ROUTES: readonly BenchRoute[] = [
  { path: '/', kind: 'content' },
  { path: '/hi', kind: 'content' },
  { path: '/uae-ar', kind: 'content' },
  { path: '/toothsi', kind: 'content' },
  { path: '/skinnsi', kind: 'content', note: 'the skin line home' },
  { path: '/toothsi/pricing', kind: 'content' },
  { path: '/toothsi/products/101/removable-retainer', kind: 'catalogue', note: 'a product page' },
  { path: '/toothsi/products/allproducts?category=ORAL_HYGIENE', kind: 'catalogue' },
  {
    path: '/skinnsi/laser-hair-removal',
    kind: 'content',
    note: 'the laser page (reported as not built while it answers 404)',
  },
  { path: '/contact-us', kind: 'content', note: 'shared page: contact channels and two form islands' },
  { path: '/faqs', kind: 'content', note: 'shared page: every question in the HTML, one search island' },
  {
    path: '/experience-centre?city=all',
    kind: 'content',
    note: 'the centre finder: centres from our data, one finder island',
  },
  { path: '/blog/skin-care/acne-routine-for-oily-skin', kind: 'content', note: 'a blog article' },
  { path: '/my-account', kind: 'account', signedIn: true },
  { path: '/my-account/orders', kind: 'account', signedIn: true },
  { path: '/checkout/select-address', kind: 'checkout', signedIn: true, note: 'the bag' },
  { path: '/api/v3/skinnsi/address/serviceable-cities?businessType=Skinnsi&raw=true', kind: 'api' },
];

/** The baseline app's two pages (bench/baseline). Ratios are taken against the static one. */
export const BASELINE_STATIC = '/';
export const BASELINE_DYNAMIC = '/dynamic';

export function isPage(kind: RouteKind): boolean {
  return kind !== 'api';
}
