import { z } from 'zod';
import { COIN_LINES } from '@/lib/coin-rules';
import { REFERRAL_REASONS } from '@/lib/referral-rules';

/** The friend's referral discount as the cart shows it (applied, or refused and why). */
export const cartReferralSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
  reason: z.enum(REFERRAL_REASONS).nullable(),
  /** The referrer's first name, never more of them. */
  referrerFirstName: z.string().nullable(),
  discountMinor: z.number().int(),
});

/** Coins the order may redeem, per line with a balance; null for a guest. */
export const cartCoinsSchema = z.object({
  /** The customer chose to redeem coins on this order. */
  use: z.boolean(),
  lines: z.array(
    z.object({
      line: z.enum(COIN_LINES),
      /** Spendable coins of the line now. */
      balance: z.number().int(),
      /** Coins this order redeems (when `use`) or could redeem. */
      coins: z.number().int(),
      discountMinor: z.number().int(),
    }),
  ),
  /** Taken off the total when `use`. */
  discountMinor: z.number().int(),
});
