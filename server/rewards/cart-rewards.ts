import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Country, Currency } from '@/i18n/locales';
import type { CartLine, CartSummary } from '@/lib/api/commerce-contracts';
import { COIN_LINES, coinsValueMinor, redeemableCoins } from '@/lib/coin-rules';
import { attributedReferralCode, normaliseReferralCode, REFERRAL_COOKIE } from '@/lib/referral-rules';
import type { CookieReader } from '@/server/auth/session';
import { db, type Executor } from '@/server/db/client';
import { carts } from '@/server/db/schema';
import { coinBalances } from './coins';
import { evaluateReferral } from './referrals';

type CartRow = typeof carts.$inferSelect;

export interface CartRewardsInput {
  cart: CartRow;
  userId: string | null;
  country: Country;
  currency: Currency;
  /** The lines that count (no problem), with their line of business and amount. */
  lines: Pick<CartLine, 'line' | 'lineMinor'>[];
  subtotalMinor: number;
  /** The coupon's discount, taken before the referral's and the coins'. */
  couponDiscountMinor: number;
  addressPhone: string | null;
  now: Date;
}

/**
 * The cart's referral discount and coins, after the coupon: the friend's discount on what is left, then coins per
 * line within the cap per order and what is left to pay. Answers both and the discount they add.
 */
export async function cartRewards(
  database: Executor,
  input: CartRewardsInput,
): Promise<{ referral: CartSummary['referral']; coins: CartSummary['coins']; discountMinor: number }> {
  let room = Math.max(0, input.subtotalMinor - input.couponDiscountMinor);
  let referral: CartSummary['referral'] = null;
  if (input.cart.referralCode) {
    referral = await evaluateReferral(database, {
      code: input.cart.referralCode,
      country: input.country,
      userId: input.userId,
      addressPhone: input.addressPhone,
      subtotalMinor: input.subtotalMinor,
      roomMinor: room,
    });
    room -= referral.discountMinor;
  }
  let coins: CartSummary['coins'] = null;
  if (input.userId) {
    const balances = await coinBalances(input.userId, input.now, database);
    const lines: NonNullable<CartSummary['coins']>['lines'] = [];
    let discountMinor = 0;
    for (const line of COIN_LINES) {
      const lineSubtotalMinor = input.lines.filter((l) => l.line === line).reduce((sum, l) => sum + l.lineMinor, 0);
      const balance = balances[line];
      if (lineSubtotalMinor === 0 || balance === 0) continue;
      const usable = redeemableCoins({ balance, lineSubtotalMinor, roomMinor: room, currency: input.currency });
      const value = coinsValueMinor(usable, input.currency);
      if (input.cart.useCoins) {
        room -= value;
        discountMinor += value;
      }
      lines.push({ line, balance, coins: usable, discountMinor: input.cart.useCoins ? value : 0 });
    }
    coins = { use: input.cart.useCoins, lines, discountMinor };
  }
  return { referral, coins, discountMinor: (referral?.discountMinor ?? 0) + (coins?.discountMinor ?? 0) };
}

/**
 * Keeps the referral link's code on a cart that has none, while it is within the attribution window: the visitor who
 * came by a friend's link days ago gets the discount when they first order. Answers the cart as it is now.
 */
export async function adoptLinkedReferral(
  cart: CartRow | null,
  cookies: CookieReader,
  now = new Date(),
): Promise<CartRow | null> {
  if (!cart || cart.referralCode) return cart;
  const code = normaliseReferralCode(attributedReferralCode(cookies.get(REFERRAL_COOKIE)?.value, now));
  if (!code) return cart;
  const [adopted] = await db()
    .update(carts)
    .set({ referralCode: code })
    .where(and(eq(carts.id, cart.id), isNull(carts.referralCode)))
    .returning();
  return adopted ?? cart;
}

/** A referral code typed in the bag: kept on the cart, whether or not it applies (the summary says why not). */
export async function setReferralCode(cart: CartRow, code: string): Promise<void> {
  await db().update(carts).set({ referralCode: code, updatedAt: new Date() }).where(eq(carts.id, cart.id));
}

export async function setUseCoins(cart: CartRow, use: boolean): Promise<void> {
  await db().update(carts).set({ useCoins: use, updatedAt: new Date() }).where(eq(carts.id, cart.id));
}
