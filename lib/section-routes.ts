/**
 * Sections of spec §2: `/toothsi`, `/skinnsi` and `/ae`. A link written without a section prefix inherits the current
 * section's prefix when that prefixed route exists (lib/section-link.ts), so the one route table the app keeps is the
 * routes under each section, checked against the folder tree of app/ by tests/unit/section-routes.test.ts. Everything
 * else about a route (its chrome, whether it needs sign-in) lives with the route itself.
 */
export const SECTION_PREFIXES = ['/toothsi', '/skinnsi', '/ae'] as const;
export type SectionPrefix = (typeof SECTION_PREFIXES)[number];

/** The bite-problem pages under /toothsi (spec §2), one dynamic route in app/ with these slugs. */
export const BITE_PROBLEM_PATHS = [
  '/toothsi/teethgap',
  '/toothsi/crossbite',
  '/toothsi/open-bite-teeth-treatment',
  '/toothsi/deep-bite-teeth-correction',
  '/toothsi/crowded-teeth',
  '/toothsi/over-bite-teeth-correction',
  '/toothsi/underbite-teeth-correction',
] as const;

/** Every route under a section prefix, locale-free (`:name` is one segment). */
export const SECTION_ROUTES: readonly string[] = [
  '/ae/comming-soon',
  '/ae/doctor-partners',
  '/ae/toothsi/profile',
  '/skinnsi',
  '/skinnsi/acne-treatment',
  '/skinnsi/acne-treatment/:condition',
  '/skinnsi/acne-treatment/select-service/:service',
  '/skinnsi/advanced-skin-treatments',
  '/skinnsi/advanced-skin-treatments/select-service/:service',
  '/skinnsi/anti-ageing-wrinkles-causes-treatment',
  '/skinnsi/anti-ageing-wrinkles-causes-treatment/select-service/:service',
  '/skinnsi/dermafacial-at-home',
  '/skinnsi/dermafacial-at-home/select-service/:service',
  '/skinnsi/hair-get-started1',
  '/skinnsi/hydra-facial-treatment',
  '/skinnsi/hydra-facial-treatment/select-service/:service',
  '/skinnsi/laser-hair-removal',
  '/skinnsi/laser-hair-removal/select-service/:service',
  '/skinnsi/payment/retry',
  '/skinnsi/payment/retry/:id',
  '/skinnsi/payment/success',
  '/skinnsi/payment/success/:id',
  '/skinnsi/permanent-laser-hair-removal-treatment',
  '/skinnsi/permanent-laser-hair-removal-treatment/laser-hair-removal-cost',
  '/skinnsi/refund-policy',
  '/skinnsi/skin-care-products',
  '/skinnsi/skin-care-products/:productId/:slug',
  '/skinnsi/skinnsi-reviews',
  '/skinnsi/toning-get-started1',
  '/toothsi',
  '/toothsi/aligners-for-teens',
  '/toothsi/braces',
  '/toothsi/careers',
  '/toothsi/checkout/payment/pending',
  '/toothsi/checkout/payment/pending/:id',
  '/toothsi/checkout/payment/status',
  '/toothsi/checkout/payment/success',
  '/toothsi/checkout/payment/success/:id',
  '/toothsi/doctor-partners',
  '/toothsi/home-impression-kit',
  '/toothsi/how-it-works',
  '/toothsi/my-account/orders/:id',
  '/toothsi/pr',
  '/toothsi/pricing',
  '/toothsi/products',
  '/toothsi/products/:productId/:slug',
  '/toothsi/products/allproducts',
  '/toothsi/refund-policy',
  '/toothsi/results',
  '/toothsi/technical-doc',
  '/toothsi/teeth-aligners',
  '/toothsi/why-toothsi',
  ...BITE_PROBLEM_PATHS,
];

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

/** Whether a locale-free path (no query) is a route under a section. */
export function isSectionRoute(path: string): boolean {
  const have = path.split('/').filter(Boolean);
  return SECTION_ROUTES.some((route) => {
    const want = route.split('/').filter(Boolean);
    return want.length === have.length && want.every((w, i) => w.startsWith(':') || w === have[i]);
  });
}
