import { z } from 'zod';
import type { Currency } from '@/i18n/locales';
import type { Money } from '@/lib/money';

/** Money at the API boundary: integer minor units and one of our currencies. */
export const currencySchema = z.enum(['INR', 'AED', 'SAR', 'QAR', 'BHD'] satisfies readonly Currency[]);
export const moneySchema = z.object({
  amountMinor: z.number().int(),
  currency: currencySchema,
}) satisfies z.ZodType<Money>;
