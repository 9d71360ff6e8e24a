import { z } from 'zod';
import type { EndpointContract } from './contracts';
import { CONTENT_LOCALES, LOCALE_IDS } from '@/i18n/locales';
import { COIN_ENTRY_KINDS, COIN_LINES } from '@/lib/coin-rules';
import { REFERRAL_STATUSES, REVERSAL_REASONS } from '@/lib/referral-rules';
import { currencySchema, moneySchema } from './money-schema';
import { cartSummarySchema, orderSchema } from './commerce-contracts';

const country = z.enum(['IN', 'AE', 'SA', 'QA', 'BH']);
const market = z.object({
  country: country.default('IN'),
  locale: z.enum(CONTENT_LOCALES as [string, ...string[]]).default('en'),
});
const code = z
  .string()
  .trim()
  .min(4, 'Enter a referral code.')
  .max(20, 'A referral code has at most 16 letters and digits.');

const amountsSchema = z.object({
  country,
  /** Whether refer and earn runs in this market. */
  offered: z.boolean(),
  friendDiscount: moneySchema,
  minOrder: moneySchema,
  reward: moneySchema,
  cap: moneySchema,
  attributionDays: z.number().int(),
});

const shareSchema = z.object({
  code: z.string(),
  /** The referral link: it lands on the invitation page with `referralcode`. */
  link: z.string(),
  /** The invitation's text, link included, in the page's language. */
  text: z.string(),
  whatsapp: z.string(),
  sms: z.string(),
});

const totalsSchema = z.object({
  currency: currencySchema,
  pendingMinor: z.number().int(),
  earnedMinor: z.number().int(),
  reversedMinor: z.number().int(),
  capMinor: z.number().int(),
  remainingMinor: z.number().int(),
});

const transactionSchema = z.object({
  id: z.string(),
  /** The friend's first name (never their phone or full name). */
  friendFirstName: z.string().nullable(),
  status: z.enum(REFERRAL_STATUSES),
  reversalReason: z.enum(REVERSAL_REASONS).nullable(),
  reward: moneySchema,
  friendDiscount: moneySchema,
  createdAt: z.string(),
  earnedAt: z.string().nullable(),
  reversedAt: z.string().nullable(),
});
export type ReferralTransaction = z.infer<typeof transactionSchema>;
export type ReferralTotals = z.infer<typeof totalsSchema>;
export type ReferralAmounts = z.infer<typeof amountsSchema>;
export type ReferralShare = z.infer<typeof shareSchema>;

export const referrerNameContract = {
  method: 'GET',
  path: '/api/v1/referrals/referrer',
  summary:
    "Referrer name: the first name of a referral code's owner, for the invitation page (404 for an unknown code)",
  tags: ['referrals'],
  query: z.object({ code }),
  response: z.object({ code: z.string(), firstName: z.string().nullable() }),
} as const satisfies EndpointContract;

export const referralAmountsContract = {
  method: 'GET',
  path: '/api/v1/referrals/amounts',
  summary:
    "Referral amounts of a market: the friend's discount and its minimum order, the referrer's cashback and its cap",
  tags: ['referrals'],
  query: z.object({ country: country.default('IN') }),
  response: z.object({ amounts: amountsSchema }),
} as const satisfies EndpointContract;

export const myReferralContract = {
  method: 'GET',
  path: '/api/v1/referrals/me',
  summary: "Referral and discount: the signed-in customer's code, the market's amounts and their cashback totals",
  tags: ['referrals'],
  query: z.object({ country: country.default('IN') }),
  response: z.object({ code: z.string(), amounts: amountsSchema, totals: z.array(totalsSchema) }),
} as const satisfies EndpointContract;

export const referralTransactionsContract = {
  method: 'GET',
  path: '/api/v1/referrals/transactions',
  summary:
    "Referral transactions: the signed-in customer's friends' qualifying orders (pending, earned, reversed), newest first",
  tags: ['referrals'],
  response: z.object({ transactions: z.array(transactionSchema), totals: z.array(totalsSchema) }),
} as const satisfies EndpointContract;

export const referralShareContract = {
  method: 'GET',
  path: '/api/v1/referrals/share-urls',
  summary: "Referral share URLs: the customer's link, WhatsApp and SMS links and the invitation text in a locale",
  tags: ['referrals'],
  query: z.object({ locale: z.enum(LOCALE_IDS as [string, ...string[]]).default('en-IN') }),
  response: z.object({ share: shareSchema }),
} as const satisfies EndpointContract;

const cartResponse = z.object({ cart: cartSummarySchema });

export const applyReferralContract = {
  method: 'POST',
  path: '/api/v1/cart/referral',
  summary:
    "Applies a friend's referral code to the cart; the answer says whether it applies, or why not (kept either way)",
  tags: ['cart', 'referrals'],
  query: market,
  body: z.object({ code }).strict(),
  response: cartResponse,
  idempotent: true,
} as const satisfies EndpointContract;

export const useCoinsContract = {
  method: 'POST',
  path: '/api/v1/cart/coins',
  summary: "Redeems (or stops redeeming) the customer's coins on this order, within the cap per order",
  tags: ['cart', 'coins'],
  query: market,
  body: z.object({ use: z.boolean() }).strict(),
  response: cartResponse,
  idempotent: true,
} as const satisfies EndpointContract;

const entrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(COIN_ENTRY_KINDS),
  coins: z.number().int(),
  orderNumber: z.string().nullable(),
  at: z.string(),
  expiresAt: z.string().nullable(),
});

export const coinStatementContract = {
  method: 'GET',
  path: '/api/v1/coins/{line}',
  summary: "Coins: the signed-in customer's balance of a line, what expires soon, and the ledger's latest entries",
  tags: ['coins'],
  params: z.object({ line: z.enum(COIN_LINES) }),
  query: z.object({ country: country.default('IN') }),
  response: z.object({
    line: z.enum(COIN_LINES),
    balance: z.number().int(),
    /** What the balance is worth in the market's currency. */
    value: moneySchema,
    expiringSoon: z.object({ coins: z.number().int(), at: z.string() }).nullable(),
    entries: z.array(entrySchema),
  }),
} as const satisfies EndpointContract;

export const refundOrderContract = {
  method: 'POST',
  path: '/api/v1/ops/orders/{id}/refund',
  summary: 'Operations: refunds a paid order (Bearer OPS_SECRET): its coins and its referral cashback are reversed',
  tags: ['operations'],
  params: z.object({ id: z.uuid('Not a valid id.') }),
  response: z.object({ order: orderSchema }),
  auth: 'secret',
} as const satisfies EndpointContract;

export const REWARDS_CONTRACTS: readonly EndpointContract[] = [
  referrerNameContract,
  referralAmountsContract,
  myReferralContract,
  referralTransactionsContract,
  referralShareContract,
  applyReferralContract,
  useCoinsContract,
  coinStatementContract,
  refundOrderContract,
];
