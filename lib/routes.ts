/**
 * Every route of spec §2, locale-stripped, as patterns (`:param` is one segment).
 * The app's Link uses this to decide whether an unprefixed link has a prefixed twin in the current section.
 */
export const SECTION_PREFIXES = ['/toothsi', '/skinnsi', '/ae'] as const;
export type SectionPrefix = (typeof SECTION_PREFIXES)[number];

export const BITE_PROBLEM_PATHS = [
  '/toothsi/teethgap',
  '/toothsi/crossbite',
  '/toothsi/open-bite-teeth-treatment',
  '/toothsi/deep-bite-teeth-correction',
  '/toothsi/crowded-teeth',
  '/toothsi/over-bite-teeth-correction',
  '/toothsi/underbite-teeth-correction',
] as const;

export const ALIGNER_ROUTES = [
  '/toothsi',
  '/toothsi/teeth-aligners',
  '/toothsi/aligners-for-teens',
  '/toothsi/pricing',
  '/toothsi/braces',
  '/toothsi/why-toothsi',
  '/toothsi/how-it-works',
  '/toothsi/products',
  '/toothsi/products/allproducts',
  '/toothsi/products/:productId/:slug',
  '/toothsi/results',
  ...BITE_PROBLEM_PATHS,
  '/toothsi/doctor-partners',
  '/toothsi/technical-doc',
  '/toothsi/home-impression-kit',
  '/toothsi/pr',
  '/toothsi/careers',
  '/toothsi/refund-policy',
] as const;

export const SKIN_ROUTES = [
  '/skinnsi',
  '/skinnsi/laser-hair-removal',
  '/skinnsi/laser-hair-removal/select-service/:service',
  '/skinnsi/hydra-facial-treatment',
  // Every category's services have a select-service page (lib/skin.ts skinServicePath), not only the three of spec §2.
  '/skinnsi/hydra-facial-treatment/select-service/:service',
  '/skinnsi/advanced-skin-treatments',
  '/skinnsi/advanced-skin-treatments/select-service/:service',
  '/skinnsi/skin-care-products',
  '/skinnsi/skin-care-products/:productId/:slug',
  '/skinnsi/dermafacial-at-home',
  '/skinnsi/dermafacial-at-home/select-service/:service',
  '/skinnsi/acne-treatment',
  '/skinnsi/acne-treatment/select-service/:service',
  '/skinnsi/acne-treatment/acne-pimple-scars-marks-treatment',
  '/skinnsi/acne-treatment/open-pores-treatment',
  '/skinnsi/acne-treatment/pimples',
  '/skinnsi/permanent-laser-hair-removal-treatment',
  '/skinnsi/permanent-laser-hair-removal-treatment/laser-hair-removal-cost',
  '/skinnsi/anti-ageing-wrinkles-causes-treatment',
  '/skinnsi/anti-ageing-wrinkles-causes-treatment/select-service/:service',
  '/skinnsi/toning-get-started1',
  '/skinnsi/hair-get-started1',
  '/skinnsi/skinnsi-reviews',
  '/skinnsi/refund-policy',
] as const;

export const SHARED_ROUTES = [
  '/',
  '/about-us',
  '/blog',
  '/blog/:category',
  '/experience-centre',
  '/refer-and-earn-get-discount',
  '/refer-and-earn-get-discount/invite',
  '/my-account',
  '/my-account/orders',
  // The start of booking a free scan (the account's call to action leads there, lib/journey.ts).
  '/my-account/book-scan',
  '/my-account/coins/:line',
  '/profile',
  '/ae/toothsi/profile',
  '/terms-of-use',
  '/privacy-policy',
  '/covid-19',
  '/contact-us',
  '/faqs',
  '/get-started',
  '/doctor-partners',
  '/help-and-support',
  '/support',
  '/smile-tracker-settings',
  '/review/edit',
  '/review/add',
  '/smilepreview/imagegenerated',
  '/sign-in',
] as const;

export const CHECKOUT_ROUTES = [
  '/my-account/select-address',
  '/my-account/add-edit-address',
  '/my-account/select-schedule',
  '/toothsi/my-account/orders/:id',
  '/checkout/select-address',
  '/checkout/select-address-step-2',
] as const;

export const PAYMENT_STATUS_ROUTES = [
  '/toothsi/checkout/payment/success',
  '/toothsi/checkout/payment/success/:id',
  '/toothsi/checkout/payment/status',
  '/toothsi/checkout/payment/pending',
  '/toothsi/checkout/payment/pending/:id',
  '/checkout/payment/success/:id',
  '/checkout/payment/retry/:id',
  '/skinnsi/payment/success',
  '/skinnsi/payment/success/:id',
  '/skinnsi/payment/retry',
  '/skinnsi/payment/retry/:id',
] as const;

export const FEEDBACK_ROUTES = [
  '/careform-feedback/:ticketId',
  '/customer-feedback',
  '/customer-feedback/thank-you',
] as const;

export const NPS_ROUTES = ['/retainer-nps-quiz', '/grin-nps'] as const;
export const GULF_ROUTES = ['/ae/doctor-partners', '/ae/comming-soon'] as const;

export const ALL_ROUTES: readonly string[] = [
  ...ALIGNER_ROUTES,
  ...SKIN_ROUTES,
  ...SHARED_ROUTES,
  ...CHECKOUT_ROUTES,
  ...PAYMENT_STATUS_ROUTES,
  ...FEEDBACK_ROUTES,
  ...NPS_ROUTES,
  ...GULF_ROUTES,
];

/** Splits a path into its segments, ignoring empty ones and a trailing slash. */
export function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** A route pattern split into segments, once: patterns are constants matched against every path rendered. */
const patternSegments = new Map<string, readonly string[]>();
export function segmentsOfPattern(pattern: string): readonly string[] {
  let segments = patternSegments.get(pattern);
  if (!segments) {
    segments = segmentsOf(pattern);
    patternSegments.set(pattern, segments);
  }
  return segments;
}

/** `matchesPattern` on paths already split: `want` from a pattern, `have` from a path. */
export function matchesSegments(want: readonly string[], have: readonly string[]): boolean {
  for (let i = 0; i < want.length; i++) {
    const w = want[i];
    if (w === '*') return true;
    const h = have[i];
    if (h === undefined || w === undefined) return false;
    if (!w.startsWith(':') && w !== h) return false;
  }
  return want.length === have.length;
}

/** True when `path` matches `pattern` (`:name` matches one segment; `*` at the end matches the rest). */
export function matchesPattern(pattern: string, path: string): boolean {
  return matchesSegments(segmentsOfPattern(pattern), segmentsOf(path));
}

export function isKnownRoute(path: string): boolean {
  const have = segmentsOf(path);
  return ALL_ROUTES.some((pattern) => matchesSegments(segmentsOfPattern(pattern), have));
}

/** The section prefix a locale-stripped path sits under, if any. */
export function sectionOf(path: string): SectionPrefix | undefined {
  return SECTION_PREFIXES.find((p) => path === p || path.startsWith(`${p}/`));
}

/** Removes the section prefix: `/toothsi/pricing` → `/pricing`; `/toothsi` → `/`. */
export function stripSection(path: string): string {
  const section = sectionOf(path);
  if (!section) return path;
  return path.slice(section.length) || '/';
}
