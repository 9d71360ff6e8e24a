import type { Country } from '@/i18n/locales';
import { MARKETS, sells } from './markets';

export * from './referral-link';

/**
 * Refer and earn, shared by the server (which enforces it) and the pages (which explain it). Money is integer
 * minor units of the market's currency (the Bahraini dinar has 3 decimals). Amounts are per market: a friend's
 * qualifying order is priced in its market, and the referrer's cashback and its cap are counted in that currency.
 */
export interface ReferralRule {
  /** Taken off the friend's first order. */
  friendDiscountMinor: number;
  /** The friend's first order qualifies from this subtotal (before discounts). */
  minOrderMinor: number;
  /** The referrer's cashback per qualifying order, once it is paid. */
  rewardMinor: number;
  /** The most a referrer earns in all in this currency (spec §9: up to ₹4,500; lib/markets.ts names it per market). */
  capMinor: number;
}

/**
 * Per market. The programme runs where the market sells `referral` (lib/markets.ts: India and the UAE); the other
 * Gulf markets have their amounts ready for the day it opens there.
 */
export const REFERRAL_RULES: Readonly<Record<Country, ReferralRule>> = {
  IN: {
    friendDiscountMinor: 50_000,
    minOrderMinor: 100_000,
    rewardMinor: 150_000,
    capMinor: MARKETS.IN.referralCashbackMinor ?? 450_000,
  },
  AE: {
    friendDiscountMinor: 5_000,
    minOrderMinor: 10_000,
    rewardMinor: 5_000,
    capMinor: MARKETS.AE.referralCashbackMinor ?? 20_000,
  },
  SA: { friendDiscountMinor: 5_000, minOrderMinor: 10_000, rewardMinor: 5_000, capMinor: 20_000 },
  QA: { friendDiscountMinor: 5_000, minOrderMinor: 10_000, rewardMinor: 5_000, capMinor: 20_000 },
  BH: { friendDiscountMinor: 5_000, minOrderMinor: 10_000, rewardMinor: 5_000, capMinor: 20_000 },
};

/** Whether refer and earn runs in a market. */
export function referralOffered(country: Country): boolean {
  return sells(country, 'referral');
}

export const REFERRAL_STATUSES = ['pending', 'earned', 'reversed'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const REVERSAL_REASONS = ['cancelled', 'refunded'] as const;
export type ReversalReason = (typeof REVERSAL_REASONS)[number];

/** Why a referral code does not apply to a cart; the pages translate each (`rewards.referral.{reason}`). */
export const REFERRAL_REASONS = [
  'unknown',
  'ownCode',
  'samePhone',
  'notFirstOrder',
  'notOffered',
  'minSubtotal',
] as const;
export type ReferralReason = (typeof REFERRAL_REASONS)[number];

/** The friend's discount on a first order of this subtotal (0 below the minimum); never more than the room left. */
export function friendDiscountMinor(country: Country, subtotalMinor: number, roomMinor: number): number {
  const rule = REFERRAL_RULES[country];
  if (subtotalMinor < rule.minOrderMinor) return 0;
  return Math.max(0, Math.min(rule.friendDiscountMinor, roomMinor));
}

/** The referrer's cashback for one more qualifying order, given what they have earned in its currency so far. */
export function rewardWithinCap(country: Country, earnedMinor: number): number {
  const rule = REFERRAL_RULES[country];
  return Math.max(0, Math.min(rule.rewardMinor, rule.capMinor - earnedMinor));
}

/** The first name of a full name, the only part of it a friend is ever shown. */
export function firstNameOf(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first.slice(0, 40) : null;
}
