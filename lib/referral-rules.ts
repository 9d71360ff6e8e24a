import type { Country } from '../i18n/locales';
import { MARKETS, sells } from './markets';

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
  IN: { friendDiscountMinor: 50_000, minOrderMinor: 100_000, rewardMinor: 150_000, capMinor: MARKETS.IN.referralCashbackMinor ?? 450_000 },
  AE: { friendDiscountMinor: 5_000, minOrderMinor: 10_000, rewardMinor: 5_000, capMinor: MARKETS.AE.referralCashbackMinor ?? 20_000 },
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
export const REFERRAL_REASONS = ['unknown', 'ownCode', 'samePhone', 'notFirstOrder', 'notOffered', 'minSubtotal'] as const;
export type ReferralReason = (typeof REFERRAL_REASONS)[number];

/**
 * A referral link's code counts for this many days after the visit that first brought it (the `sitrus_ref` cookie,
 * set by the proxy): a visitor who signs up and orders within the window gets the friend's discount.
 */
export const REFERRAL_ATTRIBUTION_DAYS = 30;
export const REFERRAL_COOKIE = 'sitrus_ref';

/** Codes are 8 letters and digits without look-alikes (no I, L, O, 0, 1). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
const CODE_PATTERN = /^[A-Z0-9]{4,16}$/;

/** A typed or linked code, upper-cased without spaces or dashes; null when it cannot be a code. */
export function normaliseReferralCode(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** The cookie value that remembers a link's code with the time it first arrived (`CODE.unixSeconds`). */
export function referralCookieValue(code: string, at: Date): string {
  return `${code}.${Math.floor(at.getTime() / 1000)}`;
}

/** The code of a `sitrus_ref` cookie and when it arrived, or null when absent or malformed. */
export function readReferralCookie(raw: string | null | undefined): { code: string; at: Date } | null {
  const match = /^([A-Z0-9]{4,16})\.(\d{1,12})$/.exec(raw ?? '');
  if (!match?.[1] || !match[2]) return null;
  return { code: match[1], at: new Date(Number(match[2]) * 1000) };
}

/** The link's code while it is within the attribution window, else null. */
export function attributedReferralCode(raw: string | null | undefined, now: Date): string | null {
  const cookie = readReferralCookie(raw);
  if (!cookie) return null;
  const age = now.getTime() - cookie.at.getTime();
  return age >= -60_000 && age <= REFERRAL_ATTRIBUTION_DAYS * 86_400_000 ? cookie.code : null;
}

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

/** The invitation page a referral link lands on, with `referralcode` (a carried parameter, spec §5). */
export const REFERRAL_INVITE_PATH = '/refer-and-earn-get-discount/invite';
export const REFERRAL_PAGE_PATH = '/refer-and-earn-get-discount';

/** A referral link's app path (locale-free): the invitation page carrying the code. */
export function referralLinkPath(code: string): string {
  return `${REFERRAL_INVITE_PATH}?referralcode=${encodeURIComponent(code)}`;
}
