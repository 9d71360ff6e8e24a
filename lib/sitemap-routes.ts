import { BITE_PROBLEM_PATHS } from './section-routes';

/**
 * The indexable pages. A team that ships a public page adds its path here, and app/sitemap.ts lists it in every
 * locale. Pattern routes (`:id`) and private pages never belong here.
 */
const BUILT_PAGES: ReadonlySet<string> = new Set<string>([
  '/',
  '/toothsi',
  '/toothsi/teeth-aligners',
  '/toothsi/aligners-for-teens',
  '/toothsi/pricing',
  '/toothsi/braces',
  '/toothsi/why-toothsi',
  '/toothsi/how-it-works',
  '/toothsi/results',
  ...BITE_PROBLEM_PATHS,
  '/toothsi/home-impression-kit',
  '/toothsi/technical-doc',
  '/toothsi/pr',
  '/toothsi/refund-policy',
  '/toothsi/products',
  '/toothsi/products/allproducts',
  '/get-started',
  '/doctor-partners',
  '/toothsi/doctor-partners',
  '/toothsi/careers',
  '/smilepreview/imagegenerated',
  '/refer-and-earn-get-discount',
  ...[
    '/about-us',
    '/contact-us',
    '/faqs',
    '/help-and-support',
    '/terms-of-use',
    '/privacy-policy',
    '/covid-19',
    '/ae/comming-soon',
  ],
  ...['/experience-centre', '/blog'],
  '/skinnsi/hair-get-started1',
  '/skinnsi',
  '/skinnsi/laser-hair-removal',
  '/skinnsi/hydra-facial-treatment',
  '/skinnsi/advanced-skin-treatments',
  '/skinnsi/skin-care-products',
  '/skinnsi/dermafacial-at-home',
  '/skinnsi/acne-treatment',
  '/skinnsi/acne-treatment/acne-pimple-scars-marks-treatment',
  '/skinnsi/acne-treatment/open-pores-treatment',
  '/skinnsi/acne-treatment/pimples',
  '/skinnsi/permanent-laser-hair-removal-treatment',
  '/skinnsi/permanent-laser-hair-removal-treatment/laser-hair-removal-cost',
  '/skinnsi/anti-ageing-wrinkles-causes-treatment',
  '/skinnsi/toning-get-started1',
  '/skinnsi/skinnsi-reviews',
  '/skinnsi/refund-policy',
]);

/** Checked against app/ by tests/unit/aligner-pages.test.ts: every one is a page. */
export const SITEMAP_ROUTES: readonly string[] = [...BUILT_PAGES];
