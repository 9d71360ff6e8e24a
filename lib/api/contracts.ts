import { z } from 'zod';
import { LOCALE_IDS, LOCALES, localeOfAlias } from '@/i18n/locales';

/**
 * The contract of every endpoint: path, method, input and output schemas. Route handlers parse with these,
 * the client types its calls with them, and /api/openapi.json is generated from them.
 */
export interface EndpointContract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  tags: string[];
  query?: z.ZodType;
  /** Path parameters (`{id}` in `path`). */
  params?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Request body media type; JSON unless said otherwise. */
  contentType?: 'application/json' | 'multipart/form-data';
  /** Response media type when it is not JSON (an image). */
  responseContentType?: 'image/*';
  /** Writes a client may retry: they accept an Idempotency-Key. */
  idempotent?: boolean;
  auth?: 'none' | 'secret';
}

const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    status: z.number().int(),
    fields: z
      .array(
        z.object({
          path: z.string(),
          message: z.string(),
          code: z.string().optional(),
          params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
        }),
      )
      .optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof errorBody>;
export const apiErrorSchema = errorBody;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const serviceableCitySchema = z.object({ id: z.number().int(), city: z.string(), defaultPincode: z.string() });

export const userIpContract = {
  method: 'GET',
  path: '/api/v3/skinnsi/get-user-ip',
  summary: "The visitor's city and coordinates, resolved from their IP address",
  tags: ['location'],
  response: z.object({
    toothsiCity: z.string().nullable(),
    data: z.object({
      lat: z.number().nullable(),
      lon: z.number().nullable(),
      zip: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string().nullable(),
    }),
  }),
} as const satisfies EndpointContract;

export const serviceableCitiesContract = {
  method: 'GET',
  path: '/api/v3/skinnsi/address/serviceable-cities',
  summary: 'Cities where a business line serves customers, with their default pincodes',
  tags: ['location'],
  query: z.object({
    businessType: z
      .enum(['Skinnsi', 'Toothsi', 'skinnsi', 'toothsi'])
      .transform((v) => (v.toLowerCase() === 'skinnsi' ? 'skinnsi' : 'toothsi')),
    raw: booleanQuery,
    /** India by default; a Gulf country lists the cities we deliver to there. */
    country: z.enum(['IN', 'AE', 'SA', 'QA', 'BH']).default('IN'),
  }),
  response: z.union([z.array(serviceableCitySchema), z.object({ data: z.array(serviceableCitySchema) })]),
} as const satisfies EndpointContract;

/** A locale's id (`hi-IN`) or the spec's short alias, its URL segment (`hi`, `uae-ar`); answered as the id. */
const languageAlias = z
  .string()
  .max(16, 'Use a language like hi or hi-IN.')
  .transform((value, ctx) => {
    const locale = localeOfAlias(value);
    if (locale) return locale.id;
    ctx.addIssue({
      code: 'custom',
      message: `Use a language like hi or hi-IN: one of ${LOCALES.map((l) => l.segment).join(', ')} or ${LOCALE_IDS.join(', ')}.`,
    });
    return z.NEVER;
  });

export const changeLanguageContract = {
  method: 'POST',
  path: '/api/v2/toothsi/user/change-language',
  summary: "Records the visitor's language and region (signed-in customers keep it on their account)",
  tags: ['user'],
  query: z.object({ languageAlias }),
  response: z.object({ languageAlias: z.string(), stored: z.boolean() }),
  idempotent: true,
} as const satisfies EndpointContract;

export const revalidateContract = {
  method: 'POST',
  path: '/api/revalidate',
  summary: 'Refreshes cached content by tag (CMS webhook); needs the Bearer revalidation secret',
  tags: ['content'],
  body: z.object({ tags: z.array(z.string().min(1).max(200)).min(1).max(50) }),
  response: z.object({ revalidated: z.array(z.string()) }),
  auth: 'secret',
} as const satisfies EndpointContract;

export const healthContract = {
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database reachability',
  tags: ['ops'],
  response: z.object({ ok: z.boolean(), database: z.enum(['up', 'down']) }),
} as const satisfies EndpointContract;

import { ACCOUNT_CONTRACTS } from './account-contracts';
import { CATALOG_CONTRACTS } from './catalog-contracts';
import { partnerApplicationContract } from './partner-contracts';
import { careerApplicationContract } from './careers-contracts';
import { COMMERCE_CONTRACTS } from './commerce-contracts';
import { APPOINTMENT_CONTRACTS } from './appointment-contracts';
import { SKIN_CONTRACTS } from './skin-contracts';
import { SUPPORT_CONTRACTS } from './support-contracts';
import { REVIEW_CONTRACTS } from './review-contracts';
import { FEEDBACK_CONTRACTS } from './feedback-contracts';
import { REWARDS_CONTRACTS } from './rewards-contracts';
import { SMILE_PREVIEW_CONTRACTS } from './smile-preview-contracts';
import { DELIVERY_CONTRACTS } from './delivery-contracts';

export const CONTRACTS: readonly EndpointContract[] = [
  userIpContract,
  serviceableCitiesContract,
  changeLanguageContract,
  revalidateContract,
  healthContract,
  ...ACCOUNT_CONTRACTS,
  ...CATALOG_CONTRACTS,
  partnerApplicationContract,
  careerApplicationContract,
  ...COMMERCE_CONTRACTS,
  ...APPOINTMENT_CONTRACTS,
  ...SKIN_CONTRACTS,
  ...SUPPORT_CONTRACTS,
  ...REWARDS_CONTRACTS,
  ...REVIEW_CONTRACTS,
  ...FEEDBACK_CONTRACTS,
  ...SMILE_PREVIEW_CONTRACTS,
  ...DELIVERY_CONTRACTS,
];
