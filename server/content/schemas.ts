import { z } from 'zod';
import { BLOG_CATEGORIES } from '@/lib/blog';
import { canonicalCityName } from '@/lib/city-list';

/**
 * Zod schemas for every content type of spec §3. Content from the embedded store and from a Strapi-compatible
 * CMS is parsed with these before anything renders it. Record metadata (id, timestamps, locale) is optional so
 * the embedded files stay small; the CMS sends it.
 */
const meta = {
  id: z.number().int().optional(),
  published_at: z.string().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  locale: z.string().optional(),
};

/** A city's name, read in our one spelling (lib/city-list.ts: the CMS's Gurugram is our Gurgaon). */
const cityName = z.string().min(1).transform(canonicalCityName);

/** An app path (starting with one `/`) or an absolute https URL. Never `javascript:` or protocol-relative. */
export const linkSchema = z
  .string()
  .refine(
    (v) =>
      (v.startsWith('/') && !v.startsWith('//')) ||
      v.startsWith('https://') ||
      v.startsWith('tel:') ||
      v.startsWith('mailto:'),
    {
      message: 'must be an app path, an https URL, tel: or mailto:',
    },
  );

export const imageSchema = z.object({ url: z.string().min(1), alt: z.string().min(1) });

const ctaSchema = z.object({ text: z.string().min(1), isVisible: z.boolean(), destination: linkSchema });

export const siteConfigSchema = z.object({
  ...meta,
  ctaText: z.string().min(1),
  contactNumber: z.string().min(5),
  whatsappNumber: z.string().min(5),
  email: z.email(),
  ribbonText: z.string(),
  hideWhatsAppInPages: z.array(z.string()),
  navigation: z.array(z.object({ title: z.string(), link: linkSchema })),
  stickyCTA: z.object({ text: z.string().min(1), destination: linkSchema, whitelist: z.array(z.string()) }),
  hideFooter: z.array(z.string()),
  mobileAppDetails: z.object({ androidUrl: linkSchema, iosUrl: linkSchema, rating: z.string() }),
  festival_ribbon: z.object({
    price: z.string(),
    text: z.string(),
    code: z.string(),
    btn_text: z.string(),
    redirect: linkSchema,
    showFestivalRibbon: z.boolean(),
  }),
  offerRibbon: z.object({ text: z.string(), link: linkSchema, isVisible: z.boolean() }),
  utmBasedWhatsAppConfig: z.array(z.object({ utmSource: z.string(), message: z.string() })),
  footer: z.object({
    scanServiceLocations: z.array(z.object({ title: z.string(), cities: z.array(cityName) })),
  }),
  landingPageBadge: z.object({ text: z.string(), isVisible: z.boolean() }),
  initialCTA: ctaSchema,
  scanBookedOrIKOrderedCTA: ctaSchema,
  alignersDispatchedCTA: ctaSchema,
});

export const navigationMenuSchema = z.object({
  ...meta,
  brands: z.array(
    z.object({
      sectionTitle: z.string().min(1),
      brand: z.enum(['toothsi', 'skinnsi']),
      cards: z.array(
        z.object({
          promoText: z.string(),
          title: z.string().min(1),
          redirectionUrl: linkSchema,
          devKey: z.string().optional(),
          amount: z.string().optional(),
          amountForEmail: z.string().optional(),
          image: imageSchema.optional(),
        }),
      ),
    }),
  ),
  redirections: z.array(
    z.object({
      title: z.string().min(1),
      badgeText: z.string().optional(),
      redirectionUrl: linkSchema,
      // The spec's devKeys, and ours for the redirections a market may not have (lib/markets.ts).
      devKey: z
        .enum([
          'consultations',
          'LHR_TRIAL',
          'SUPPORT_MODAL',
          'RATE_US',
          'BOOK_SCAN',
          'EXPERIENCE_CENTRE',
          'REFER',
          'COINS',
        ])
        .optional(),
      description: z.string().optional(),
      redirectionHash: z.string().optional(),
      icon: z.string().optional(),
    }),
  ),
  accordion: z.array(
    z.object({ title: z.string().min(1), urlGroups: z.array(z.object({ title: z.string().min(1), url: linkSchema })) }),
  ),
  retailBanner: z.object({ title: z.string(), description: z.string(), redirectionUrl: linkSchema }),
  urlGroups: z.array(z.object({ title: z.string(), url: linkSchema })),
  socials: z.array(z.object({ name: z.string(), url: linkSchema })),
  smileAiBanner: z.object({ title: z.string(), description: z.string(), redirectionUrl: linkSchema }),
});

const menuCardSchema = z.object({
  title: z.string().min(1),
  clickLink: linkSchema,
  tag: z.string().optional(),
  image: imageSchema.optional(),
});
export const menuContentSchema = z.object({
  ...meta,
  subBlocks: z.array(
    z.object({
      title: z.string().min(1),
      clickLink: linkSchema,
      priority: z.number().int(),
      tag: z.string().optional(),
      images: z.array(imageSchema),
    }),
  ),
  ubCollection: z.array(
    z.object({
      description: z.string(),
      buttonLink: linkSchema,
      priority: z.number().int(),
      Cards: z.array(menuCardSchema),
      columns: z.array(
        z.object({
          columnTitle: z.string().min(1),
          tag: z.string().optional(),
          tagColor: z.string().optional(),
          cards: z.array(menuCardSchema),
        }),
      ),
      logos: z.array(imageSchema),
    }),
  ),
});

export const footerLinksSchema = z.object({
  ...meta,
  links: z.array(
    z.object({
      title: z.string().min(1),
      link: linkSchema.optional(),
      social: z.boolean(),
      expandable: z.boolean(),
      expandableData: z.array(
        z.object({
          title: z.string().min(1),
          link: linkSchema,
          businessType: z.enum(['toothsi', 'skinnsi']).optional(),
        }),
      ),
      socialMediaData: z.array(z.object({ name: z.string(), link: linkSchema })),
    }),
  ),
});

export const contactUsSchema = z.object({
  ...meta,
  title: z.string().min(1),
  description: z.string(),
  contactForm: z.object({
    title: z.string(),
    inquiryOptions: z.array(z.object({ label: z.string(), value: z.enum(['ALIGNER', 'CAREERS', 'ASSOCIATION']) })),
  }),
  customerSupport: z.object({
    title: z.string(),
    email: z.email(),
    phone: z.string().min(5),
    timing: z.string(),
    startTime: z.string().regex(/^\d{2}:\d{2}$/),
    endTime: z.string().regex(/^\d{2}:\d{2}$/),
    whatsapp: z.string().min(5),
  }),
  workWithUs: z.object({ title: z.string(), email: z.email() }),
  /** Offices with the country each is in (India's when unsaid): a market shows its own, or the region's (the UAE). */
  officeAddress: z.array(
    z.object({
      city: cityName,
      country: z.enum(['IN', 'AE', 'SA', 'QA', 'BH']).default('IN'),
      address: z.string(),
      mapUrl: linkSchema,
    }),
  ),
  callbackReasons: z.array(z.object({ id: z.number().int(), reason: z.string().min(1) })),
});

export const rateUsSchema = z.object({
  ...meta,
  title: z.string(),
  feedbackMessages: z.object({ sorry: z.string(), thanks: z.string() }),
  buttons: z.object({ submit: z.string(), later: z.string(), rateOnStore: z.string() }),
  storeRatingAfterDays: z.number().int().positive(),
  goodMessage: z.string(),
  averageMessage: z.string(),
  badMessage: z.string(),
  emojis: z.array(imageSchema),
  starImage: imageSchema,
  storeBadges: z.array(z.object({ store: z.enum(['playStore', 'appStore']), url: linkSchema, image: imageSchema })),
  localizations: z.array(z.string()),
});

export const LBS_KEYS = ['showAcneService', 'showAntiAgeingService', 'showDermaService', 'showHydraFacial'] as const;
export const locationBasedServiceSchema = z.object({
  ...meta,
  data: z.array(
    z.object({
      sectionHeading: z.string().min(1),
      key: z.enum(LBS_KEYS),
      cities: z.array(z.object({ id: z.number().int(), name: cityName })),
    }),
  ),
});

export const sidePopupSchema = z.object({
  ...meta,
  url: linkSchema,
  destination: linkSchema,
  backgroundColor: z.string(),
  threshold: z.number().nonnegative(),
  isRightPositioned: z.boolean(),
  isVisible: z.boolean(),
  trigger: z.enum(['time', 'scroll']),
  campaignID: z.string(),
  mobile: z.boolean(),
  desktop: z.boolean(),
  app: z.boolean(),
  autoClose: z.boolean(),
  styles: z.object({
    background: z.string(),
    borderWidth: z.number(),
    borderColor: z.string(),
    borderRadius: z.number(),
  }),
  exactPath: z.array(z.string()),
  includedPath: z.array(z.string()),
  layout: z.array(
    z.object({
      type: z.enum(['video', 'image']),
      edgeToEdge: z.boolean(),
      loop: z.boolean(),
      media: z.object({ url: z.string(), alt: z.string() }),
    }),
  ),
  utmConfig: z.array(z.object({ source: z.string(), medium: z.string(), campaign: z.string(), content: z.string() })),
});

export const appDownloadSchema = z.object({
  ...meta,
  titleLines: z.array(z.string().min(1)).min(1),
  googlePlayUrl: linkSchema,
  appStoreUrl: linkSchema,
  images: z.array(imageSchema),
  logos: z.array(imageSchema),
  showInIndia: z.boolean(),
  showInUae: z.boolean(),
  localizations: z.array(z.string()),
});

export const profileMenuSchema = z.object({
  ...meta,
  header: z.string().min(1),
  heyThere: z.string().min(1),
  signUp: z.string().min(1),
  updateProfileNote: z.string().min(1),
  updateProfileBtn: z.string().min(1),
  menuItems: z.array(
    z.object({
      title: z.string().min(1),
      subtitle: z.string().optional(),
      href: linkSchema,
      loginRequired: z.boolean(),
      isAppMenu: z.boolean(),
      hideDesktop: z.boolean(),
      hideMobile: z.boolean(),
      devkey: z.string().min(1),
      icon: z.string().optional(),
    }),
  ),
});

export const careersSchema = z.object({
  ...meta,
  intro: z.string().min(1),
  roles: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        title: z.string().min(1),
        team: z.string().min(1),
        location: cityName,
        type: z.string().min(1),
        summary: z.string().min(1),
        responsibilities: z.array(z.string().min(1)).min(1),
      }),
    )
    .min(1),
});

/**
 * A legal or policy page (terms of use, privacy policy, COVID-19): sections in reading order, each for every market
 * or only for the ones named (India's grievance officer, the Gulf's data protection laws), with links to our pages.
 */
export const legalDocumentSchema = z.object({
  ...meta,
  title: z.string().min(1),
  summary: z.string().min(1),
  updatedAt: z.iso.date(),
  sections: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        heading: z.string().min(1),
        markets: z
          .array(z.enum(['IN', 'AE', 'SA', 'QA', 'BH']))
          .min(1)
          .optional(),
        paragraphs: z.array(z.string().min(1)).default([]),
        points: z.array(z.string().min(1)).default([]),
        links: z.array(z.object({ label: z.string().min(1), href: linkSchema })).default([]),
      }),
    )
    .min(1),
});

const blogPostSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  author: z.object({ name: z.string().min(1), role: z.string().min(1) }),
  publishedAt: z.iso.date(),
  updatedAt: z.iso.date().optional(),
  tags: z.array(z.string().min(1)).default([]),
  sections: z
    .array(
      z.object({
        heading: z.string().min(1).optional(),
        paragraphs: z.array(z.string().min(1)).default([]),
        points: z.array(z.string().min(1)).default([]),
      }),
    )
    .min(1),
  /** Our pages the post leads to (a treatment, the shop, the centres). */
  links: z.array(z.object({ label: z.string().min(1), href: linkSchema })).default([]),
});

/**
 * One blog category (`blog-oral-care`, `blog-skin-care`, `blog-hair-care`): its intro and its posts. A post keeps its
 * slug in every language, so /blog/{category}/{slug} is one article whatever the locale.
 */
export const blogCategorySchema = z
  .object({
    ...meta,
    category: z.enum(BLOG_CATEGORIES),
    title: z.string().min(1),
    description: z.string().min(1),
    posts: z.array(blogPostSchema).min(1),
  })
  .refine((c) => new Set(c.posts.map((p) => p.slug)).size === c.posts.length, {
    message: 'post slugs must be unique',
    path: ['posts'],
  });

/** Content key (as the CMS names it) → schema. The one list the loader, the checker and the tests use. */
export const CONTENT_SCHEMAS = {
  'sitrus-config': siteConfigSchema,
  'ub-header': navigationMenuSchema,
  'ub-burger-and-hover-menu-section': menuContentSchema,
  'ub-footer': footerLinksSchema,
  'ub-main-footer': appDownloadSchema,
  'toothsi-contact-us': contactUsSchema,
  'ub-rate-us': rateUsSchema,
  'location-based-service': locationBasedServiceSchema,
  'toothsi-config': sidePopupSchema,
  'ub-profile-menu': profileMenuSchema,
  'toothsi-careers': careersSchema,
  'legal-terms-of-use': legalDocumentSchema,
  'legal-privacy-policy': legalDocumentSchema,
  'legal-covid-19': legalDocumentSchema,
  'blog-oral-care': blogCategorySchema,
  'blog-skin-care': blogCategorySchema,
  'blog-hair-care': blogCategorySchema,
} as const;

export type ContentKey = keyof typeof CONTENT_SCHEMAS;
export type ContentOf<K extends ContentKey> = z.infer<(typeof CONTENT_SCHEMAS)[K]>;
export const CONTENT_KEYS = Object.keys(CONTENT_SCHEMAS) as ContentKey[];

/**
 * Keys kept in the two language locales only (`en`, `ar`): a regional locale reads them through the fallback chain
 * (ar-SA → ar → en), and their sections name the markets they apply to. The checker requires them in `en` and `ar`.
 */
export const LANGUAGE_ONLY_KEYS: ReadonlySet<ContentKey> = new Set<ContentKey>([
  'legal-terms-of-use',
  'legal-privacy-policy',
  'legal-covid-19',
  'blog-oral-care',
  'blog-skin-care',
  'blog-hair-care',
]);

export type SiteConfig = ContentOf<'sitrus-config'>;
export type NavigationMenu = ContentOf<'ub-header'>;
export type MenuContent = ContentOf<'ub-burger-and-hover-menu-section'>;
export type ContactUs = ContentOf<'toothsi-contact-us'>;
export type FooterLinks = ContentOf<'ub-footer'>;
export type ProfileMenu = ContentOf<'ub-profile-menu'>;
export type SidePopup = ContentOf<'toothsi-config'>;
export type AppDownload = ContentOf<'ub-main-footer'>;
export type Careers = ContentOf<'toothsi-careers'>;
export type LegalDocument = ContentOf<'legal-terms-of-use'>;
export type BlogCategoryContent = ContentOf<'blog-oral-care'>;
export type BlogPost = BlogCategoryContent['posts'][number];
