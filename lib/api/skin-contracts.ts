import { z } from 'zod';
import type { EndpointContract } from './contracts';
import { CONTENT_LOCALES } from '@/i18n/locales';
import { LOCATION_TYPES } from '@/lib/commerce';
import {
  BODY_AREAS,
  LOCATION_SERVICE_KEYS,
  MAX_TRIAL_BODY_PARTS,
  SKIN_CATEGORIES,
  SKIN_INCLUSIONS,
  parseSkinCategory,
  type SkinCategory,
} from '@/lib/skin';
import { moneySchema } from './money-schema';
import { cartSummarySchema } from './commerce-contracts';

const country = z.enum(['IN', 'AE', 'SA', 'QA', 'BH']);
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not a valid slug.')
  .max(60);
const cityName = z.string().trim().min(2, 'Enter a city.').max(60);

/** A category by its code or its page segment (`lhr` or `laser-hair-removal`), any case. */
const serviceCategory = z.string().transform((value, ctx): SkinCategory => {
  const found = parseSkinCategory(value);
  if (!found) {
    ctx.addIssue({ code: 'custom', message: `must be one of ${SKIN_CATEGORIES.join(', ')}` });
    return z.NEVER;
  }
  return found;
});

const pricingSchema = z.discriminatedUnion('offered', [
  z.object({
    offered: z.literal(true),
    price: moneySchema,
    compareAt: moneySchema.nullable(),
    perSession: moneySchema,
    saving: moneySchema.nullable(),
    savingPercent: z.number().int().nullable(),
  }),
  /** The market does not offer it: the page says so instead of a price. */
  z.object({ offered: z.literal(false) }),
]);

const packageSchema = z.object({
  /** Also the plan code the cart and orders show. */
  code: z.string(),
  sessions: z.number().int(),
  popular: z.boolean(),
  inclusions: z.array(z.enum(SKIN_INCLUSIONS)),
  pricing: pricingSchema,
});
export type SkinPackageView = z.infer<typeof packageSchema>;

const serviceSummarySchema = z.object({
  category: z.enum(SKIN_CATEGORIES),
  slug: z.string(),
  /** The select-service page of the service. */
  path: z.string(),
  area: z.enum(BODY_AREAS).nullable(),
  trialEligible: z.boolean(),
  /** Priced in the market (some package is). */
  offered: z.boolean(),
  /** Offered in the city asked about; null when no city was given. */
  availableInCity: z.boolean().nullable(),
  /** The lowest per-session price in the market. */
  fromPrice: moneySchema.nullable(),
});
export type SkinServiceSummary = z.infer<typeof serviceSummarySchema>;

export const skinServiceSchema = serviceSummarySchema.extend({
  locationTypes: z.array(z.enum(LOCATION_TYPES)),
  packages: z.array(packageSchema),
});
export type SkinServiceView = z.infer<typeof skinServiceSchema>;

const categorySchema = z.object({
  code: z.enum(SKIN_CATEGORIES),
  path: z.string(),
  availabilityKey: z.enum(LOCATION_SERVICE_KEYS).nullable(),
  locationTypes: z.array(z.enum(LOCATION_TYPES)),
  offered: z.boolean(),
  availableInCity: z.boolean().nullable(),
  services: z.array(serviceSummarySchema),
});
export type SkinCategoryView = z.infer<typeof categorySchema>;

const market = { country: country.default('IN') };
const optionalCity = { city: cityName.optional() };

export const skinServicesForCityContract = {
  method: 'GET',
  path: '/api/v1/skinnsi/services',
  summary: "Skin services of a market, and which the visitor's city offers (spec §3 location-based services)",
  tags: ['skinnsi'],
  query: z.object({ ...market, ...optionalCity }),
  response: z.object({
    country,
    /** Some skin service is offered in the market. */
    lineOffered: z.boolean(),
    city: z.object({ name: z.string(), served: z.boolean() }).nullable(),
    /** The spec's four keys for the city; null without a city. */
    // One boolean per spec key, named (a record over an enum documents its keys as required but undefined).
    flags: z
      .object(
        Object.fromEntries(LOCATION_SERVICE_KEYS.map((key) => [key, z.boolean()])) as Record<
          (typeof LOCATION_SERVICE_KEYS)[number],
          z.ZodBoolean
        >,
      )
      .nullable(),
    categories: z.array(categorySchema),
  }),
} as const satisfies EndpointContract;

export const bodyPartsContract = {
  method: 'GET',
  path: '/api/v1/skinnsi/body-parts',
  summary: 'Body parts (services) of a service category with their packages priced for a market',
  tags: ['skinnsi'],
  query: z.object({ serviceCategory, ...market, ...optionalCity }),
  response: z.object({
    serviceCategory: z.enum(SKIN_CATEGORIES),
    offered: z.boolean(),
    bodyParts: z.array(skinServiceSchema),
  }),
} as const satisfies EndpointContract;

export const trialBodyPartsContract = {
  method: 'GET',
  path: '/api/v1/skinnsi/trial-body-parts',
  summary: 'Trial body parts of a service category: what the free laser hair reduction trial may be claimed on',
  tags: ['skinnsi'],
  query: z.object({ serviceCategory: serviceCategory.default('lhr'), ...market, ...optionalCity }),
  response: z.object({
    serviceCategory: z.enum(SKIN_CATEGORIES),
    offered: z.boolean(),
    maxBodyParts: z.number().int(),
    bodyParts: z.array(serviceSummarySchema),
  }),
} as const satisfies EndpointContract;

export const skinServiceContract = {
  method: 'GET',
  path: '/api/v1/skinnsi/services/{category}/{service}',
  summary: 'One service with its packages (sessions, price, saving, per-session price, inclusions); 404 when unknown',
  tags: ['skinnsi'],
  params: z.object({ category: serviceCategory, service: slug }),
  query: z.object({ ...market, ...optionalCity }),
  response: z.object({ service: skinServiceSchema }),
} as const satisfies EndpointContract;

export const TRIAL_STATUSES = ['available', 'claimed', 'notOffered'] as const;
const trialSchema = z.object({
  status: z.enum(TRIAL_STATUSES),
  maxBodyParts: z.number().int(),
  claim: z.object({ bodyParts: z.array(z.string()), city: z.string(), country, claimedAt: z.string() }).nullable(),
});
export type TrialStatus = z.infer<typeof trialSchema>;

export const trialStatusContract = {
  method: 'GET',
  path: '/api/v1/skinnsi/trial',
  summary: "Trial status: the signed-in customer's free laser hair reduction trial (one per customer)",
  tags: ['skinnsi'],
  query: z.object(market),
  response: z.object({ trial: trialSchema }),
} as const satisfies EndpointContract;

export const claimTrialContract = {
  method: 'POST',
  path: '/api/v1/skinnsi/trial',
  summary: 'Claims the free laser hair reduction trial on chosen trial body parts in a city; a second claim is a 409',
  tags: ['skinnsi'],
  query: z.object(market),
  body: z
    .object({
      bodyParts: z
        .array(slug)
        .min(1, 'Choose a body part.')
        .max(MAX_TRIAL_BODY_PARTS, `Choose at most ${MAX_TRIAL_BODY_PARTS} body parts.`),
      city: cityName,
    })
    .strict(),
  response: z.object({ trial: trialSchema }),
  idempotent: true,
} as const satisfies EndpointContract;

const choiceSchema = z.object({
  serviceCategory: z.enum(SKIN_CATEGORIES),
  service: z.string().nullable(),
  packageCode: z.string().nullable(),
  bodyParts: z.array(z.string()),
  city: z.string().nullable(),
  locationType: z.enum(LOCATION_TYPES).nullable(),
  updatedAt: z.string(),
});
export type SkinChoice = z.infer<typeof choiceSchema>;

export const getUserChoiceContract = {
  method: 'GET',
  path: '/api/v1/skinnsi/user-choice',
  summary:
    "The visitor's saved choice of service, package and body parts (kept with their cart of the market, across sign-in)",
  tags: ['skinnsi'],
  query: z.object(market),
  response: z.object({ choice: choiceSchema.nullable() }),
} as const satisfies EndpointContract;

export const saveUserChoiceSchema = z
  .object({
    serviceCategory,
    service: slug.nullish(),
    packageCode: z.string().trim().min(1).max(40).nullish(),
    bodyParts: z.array(slug).max(20).default([]),
    city: cityName.nullish(),
    locationType: z.enum(LOCATION_TYPES).nullish(),
  })
  .strict();
export type SaveChoiceInput = z.output<typeof saveUserChoiceSchema>;

export const saveUserChoiceContract = {
  method: 'PUT',
  path: '/api/v1/skinnsi/user-choice',
  summary:
    'Save user choice: the service, package and body parts chosen survive reloads and sign-in (guests get a cart cookie)',
  tags: ['skinnsi'],
  query: z.object(market),
  body: saveUserChoiceSchema,
  response: z.object({ choice: choiceSchema }),
  idempotent: true,
} as const satisfies EndpointContract;

const reviewSchema = z.object({
  id: z.number().int(),
  serviceCategory: z.enum(SKIN_CATEGORIES),
  service: z.string().nullable(),
  authorName: z.string(),
  city: z.string(),
  rating: z.number().int(),
  body: z.string(),
  /** The language the customer wrote in. */
  locale: z.string(),
  createdAt: z.string(),
});
export type TreatmentReview = z.infer<typeof reviewSchema>;

export const treatmentReviewsContract = {
  method: 'GET',
  path: '/api/v1/skinnsi/treatment-reviews',
  summary:
    'Treatment reviews (read side): published reviews of a category or service, newest first, with the average rating',
  tags: ['skinnsi'],
  query: z.object({
    serviceCategory: serviceCategory.optional(),
    service: slug.optional(),
    limit: z.coerce.number().int().min(1).max(50).default(10),
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
  }),
  response: z.object({ reviews: z.array(reviewSchema), count: z.number().int(), averageRating: z.number().nullable() }),
} as const satisfies EndpointContract;

export const bookSkinPackageContract = {
  method: 'POST',
  path: '/api/v1/cart/skin-package',
  summary:
    'Books a skin package: puts it in the cart as its booking, at home or a centre in a city offering it (else 422)',
  tags: ['cart', 'skinnsi'],
  query: z.object({ ...market, locale: z.enum(CONTENT_LOCALES as [string, ...string[]]).default('en') }),
  body: z
    .object({ packageCode: z.string().trim().min(1).max(40), city: cityName, locationType: z.enum(LOCATION_TYPES) })
    .strict(),
  response: z.object({ cart: cartSummarySchema }),
  idempotent: true,
} as const satisfies EndpointContract;

export const SKIN_CONTRACTS: readonly EndpointContract[] = [
  skinServicesForCityContract,
  bodyPartsContract,
  trialBodyPartsContract,
  skinServiceContract,
  trialStatusContract,
  claimTrialContract,
  getUserChoiceContract,
  saveUserChoiceContract,
  treatmentReviewsContract,
  bookSkinPackageContract,
];
