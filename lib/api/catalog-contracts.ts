import { z } from 'zod';
import type { EndpointContract } from './contracts';
import { CONTENT_LOCALES } from '@/i18n/locales';
import { ALL_PRODUCT_CATEGORIES, PRODUCT_LINES } from '@/lib/catalog';
import { moneySchema } from './money-schema';

const productSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  line: z.enum(PRODUCT_LINES),
  category: z.enum(ALL_PRODUCT_CATEGORIES),
  image: z.string(),
  gallery: z.array(z.string()),
  name: z.string(),
  description: z.string(),
  inTheBox: z.array(z.string()),
  howToUse: z.array(z.string()),
  price: moneySchema,
  compareAt: moneySchema.nullable(),
  stock: z.number().int(),
  bestseller: z.boolean(),
  sortOrder: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
});

const market = {
  country: z.enum(['IN', 'AE', 'SA', 'QA', 'BH']).default('IN'),
  locale: z.enum(CONTENT_LOCALES as [string, ...string[]]).default('en'),
};

export const listProductsContract = {
  method: 'GET',
  path: '/api/v1/products',
  summary:
    "All products of a line (toothsi unless asked, or the category's) with prices for a country and copy for a content locale; optional category (any case)",
  tags: ['catalog'],
  query: z.object({
    ...market,
    line: z.enum(PRODUCT_LINES).optional(),
    category: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return undefined;
        const found = ALL_PRODUCT_CATEGORIES.find((c) => c === v.toUpperCase());
        if (!found) ctx.addIssue({ code: 'custom', message: `must be one of ${ALL_PRODUCT_CATEGORIES.join(', ')}` });
        return found;
      }),
  }),
  response: z.object({ products: z.array(productSchema) }),
} as const satisfies EndpointContract;

export const getProductContract = {
  method: 'GET',
  path: '/api/v1/products/{id}',
  summary: 'One product of either line with its price for a country (404 for an unknown id)',
  tags: ['catalog'],
  params: z.object({ id: z.coerce.number().int().positive('Not a product id.') }),
  query: z.object(market),
  response: z.object({ product: productSchema }),
} as const satisfies EndpointContract;

export const CATALOG_CONTRACTS: readonly EndpointContract[] = [listProductsContract, getProductContract];
