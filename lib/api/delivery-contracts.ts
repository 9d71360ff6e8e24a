import { z } from 'zod';
import type { EndpointContract } from './contracts';
import { INDIAN_PIN } from '@/lib/delivery';
import { MARKETS } from '@/lib/markets';
import { DELIVERY_ESTIMATE_PATH } from './paths';

/**
 * Where to deliver: an Indian PIN code, or one of a Gulf market's delivery cities (lib/markets.ts). The field that
 * is wrong or missing carries the message, so the form shows it beside that field.
 */
export const deliveryEstimateQuerySchema = z
  .object({
    country: z.enum(['IN', 'AE', 'SA', 'QA', 'BH']).default('IN'),
    pincode: z.string().trim().max(12).optional(),
    city: z.string().trim().max(60).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.country === 'IN') {
      if (!query.pincode || !INDIAN_PIN.test(query.pincode))
        ctx.addIssue({ code: 'custom', path: ['pincode'], message: 'Enter a 6-digit PIN code.' });
      return;
    }
    const cities = MARKETS[query.country].deliveryCities ?? [];
    if (!query.city || !cities.includes(query.city))
      ctx.addIssue({
        code: 'custom',
        path: ['city'],
        message: cities.length ? `Choose one of: ${cities.join(', ')}.` : 'We do not deliver in this country yet.',
      });
  });

export const deliveryEstimateSchema = z.object({
  country: z.enum(['IN', 'AE', 'SA', 'QA', 'BH']),
  /** Whether we deliver there. */
  serviceable: z.boolean(),
  /** The city we deliver to there (ours, for a PIN code; the one chosen in the Gulf); null when not served. */
  city: z.string().nullable(),
  /** The day (YYYY-MM-DD, the market's calendar) an order placed now arrives by; null when not served. */
  deliverBy: z.iso.date().nullable(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

export const deliveryEstimateContract = {
  method: 'GET',
  path: DELIVERY_ESTIMATE_PATH,
  summary:
    'When a shop order placed now is delivered: in India by PIN code (served where a serviceable city lists its first three digits), in the Gulf by one of the market’s delivery cities',
  tags: ['location'],
  query: deliveryEstimateQuerySchema,
  response: deliveryEstimateSchema,
} as const satisfies EndpointContract;

export const DELIVERY_CONTRACTS: readonly EndpointContract[] = [deliveryEstimateContract];
