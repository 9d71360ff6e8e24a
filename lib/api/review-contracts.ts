import { z } from 'zod';
import type { EndpointContract } from './contracts';
import { LOCALE_IDS } from '@/i18n/locales';
import { SKIN_CATEGORIES } from '@/lib/skin';
import {
  MAX_STARS,
  MIN_STARS,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_NAME_MAX,
  REVIEW_NAME_MIN,
  REVIEW_STATUSES,
  parseSubjectKey,
  type ReviewSubject,
} from '@/lib/reviews';
import { text } from './text';

/** A subject by its key (`product:101`, `skin:lhr`, `aligners`), any case. */
export const subjectKeySchema = z.string().transform((value, ctx): ReviewSubject => {
  const found = parseSubjectKey(value);
  if (!found) {
    ctx.addIssue({ code: 'custom', message: 'must be product:{id}, skin:{category} or aligners' });
    return z.NEVER;
  }
  return found;
});

export const reviewSubjectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), productId: z.number().int() }),
  z.object({ kind: z.literal('skin'), category: z.enum(SKIN_CATEGORIES) }),
  z.object({ kind: z.literal('aligners') }),
]);

const stars = z.coerce
  .number()
  .int()
  .min(MIN_STARS, `Choose ${MIN_STARS} to ${MAX_STARS} stars.`)
  .max(MAX_STARS, `Choose ${MIN_STARS} to ${MAX_STARS} stars.`);
const reviewBody = text({ multiline: true })
  .trim()
  .min(REVIEW_BODY_MIN, `Write at least ${REVIEW_BODY_MIN} characters.`)
  .max(REVIEW_BODY_MAX, `Write at most ${REVIEW_BODY_MAX} characters.`);
const authorName = text().trim().min(REVIEW_NAME_MIN, 'Enter the name to show.').max(REVIEW_NAME_MAX);
const locale = z.enum(LOCALE_IDS as [string, ...string[]]);
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Not a valid id.');

/** A published review as every page and the public API show it. */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  subject: reviewSubjectSchema,
  /** The skin service reviewed, when the order names one. */
  service: z.string().nullable(),
  authorName: z.string(),
  city: z.string(),
  rating: z.number().int(),
  body: z.string(),
  /** The language the customer wrote in. */
  locale: z.string(),
  createdAt: z.string(),
  /** Edited after it was first published. */
  edited: z.boolean(),
  /** Where its photo is served; null without one. */
  photoUrl: z.string().nullable(),
  /** Written by a customer about a paid order (seeded testimonials are not). */
  verified: z.boolean(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** A customer's own review: the public view with its moderation state and order. */
export const ownReviewSchema = publicReviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  orderId: z.string(),
  updatedAt: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const ratingSummarySchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  byStars: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
});

/** The text fields of a new review; the photo comes alongside as the optional `photo` file of a multipart form. */
export const createReviewFields = z
  .object({
    orderId: uuid,
    subject: subjectKeySchema,
    rating: stars,
    body: reviewBody,
    authorName,
    locale,
  })
  .strict();
export type CreateReviewFields = z.output<typeof createReviewFields>;

/** The text fields of an edit; `removePhoto` drops the photo, a new `photo` file replaces it. */
export const updateReviewFields = z
  .object({
    rating: stars,
    body: reviewBody,
    authorName,
    removePhoto: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
  })
  .strict();
export type UpdateReviewFields = z.output<typeof updateReviewFields>;

const reviewIdParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const listReviewsContract = {
  method: 'GET',
  path: '/api/v1/reviews',
  summary:
    'User reviews: the published reviews of a product, a skin treatment or the aligner treatment, newest first, with their rating summary',
  tags: ['reviews'],
  query: z.object({
    subject: subjectKeySchema,
    limit: z.coerce.number().int().min(1).max(50).default(10),
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
  }),
  response: z.object({ reviews: z.array(publicReviewSchema), summary: ratingSummarySchema }),
} as const satisfies EndpointContract;

export const createReviewContract = {
  method: 'POST',
  path: '/api/v1/reviews',
  summary:
    "Treatment reviews add: the signed-in customer reviews what a paid order of theirs bought (multipart: the fields below and an optional `photo`, JPEG, PNG or WebP of at most 5 MB). One review per order and subject (409); another customer's or an unpaid order is a 404 / 422",
  tags: ['reviews'],
  body: createReviewFields,
  response: z.object({ review: ownReviewSchema }),
  contentType: 'multipart/form-data',
} as const satisfies EndpointContract;

export const updateReviewContract = {
  method: 'PUT',
  path: '/api/v1/reviews/{id}',
  summary:
    "Treatment reviews update: the author edits their review (multipart, like adding one); someone else's review is a 404. Moderation state is kept",
  tags: ['reviews'],
  params: reviewIdParam,
  body: updateReviewFields,
  response: z.object({ review: ownReviewSchema }),
  contentType: 'multipart/form-data',
} as const satisfies EndpointContract;

export const reviewableSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  subject: reviewSubjectSchema,
  /** The item's name as the order recorded it. */
  name: z.string(),
  paidAt: z.string(),
});
export type Reviewable = z.infer<typeof reviewableSchema>;

export const myReviewsContract = {
  method: 'GET',
  path: '/api/v1/reviews/mine',
  summary:
    "The signed-in customer's reviews (any moderation state) and what their paid orders bought that they have not reviewed yet",
  tags: ['reviews'],
  response: z.object({ reviews: z.array(ownReviewSchema), reviewable: z.array(reviewableSchema) }),
} as const satisfies EndpointContract;

export const reviewPhotoContract = {
  method: 'GET',
  path: '/api/v1/reviews/{id}/photo',
  summary:
    "A review's photo (image/jpeg, image/png or image/webp): a published review's for everyone, a hidden one's for its author only",
  tags: ['reviews'],
  params: reviewIdParam,
  response: z.string().describe('The image bytes'),
  responseContentType: 'image/*',
} as const satisfies EndpointContract;

export const moderationReviewSchema = ownReviewSchema.extend({ userId: z.string().nullable() });

export const opsListReviewsContract = {
  method: 'GET',
  path: '/api/v1/ops/reviews',
  summary: 'Operations: reviews to moderate, newest first, by state (Bearer OPS_SECRET)',
  tags: ['operations', 'reviews'],
  query: z.object({
    status: z.enum(REVIEW_STATUSES).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  }),
  response: z.object({ reviews: z.array(moderationReviewSchema) }),
  auth: 'secret',
} as const satisfies EndpointContract;

export const moderateReviewContract = {
  method: 'POST',
  path: '/api/v1/ops/reviews/{id}/moderation',
  summary: 'Operations: publishes or hides a review; pages showing it are refreshed (Bearer OPS_SECRET)',
  tags: ['operations', 'reviews'],
  params: reviewIdParam,
  body: z.object({ status: z.enum(REVIEW_STATUSES) }).strict(),
  response: z.object({ review: moderationReviewSchema }),
  auth: 'secret',
} as const satisfies EndpointContract;

export const REVIEW_CONTRACTS: readonly EndpointContract[] = [
  listReviewsContract,
  createReviewContract,
  updateReviewContract,
  myReviewsContract,
  reviewPhotoContract,
  opsListReviewsContract,
  moderateReviewContract,
];
