import type { Currency } from '@/i18n/locales';
import { PRODUCT_LINES, type ProductLine } from './catalog';

/**
 * Coins: one balance per line (toothsi, skinnsi), earned on paid orders and redeemed at checkout. Shared by the
 * server (which enforces the rules) and the pages (which explain them). A coin is worth about a rupee everywhere:
 * its value is set per currency, in that currency's minor units.
 */
export const COIN_LINES = PRODUCT_LINES;
export type CoinLine = ProductLine;

export const COIN_ENTRY_KINDS = ['earn', 'spend', 'expire', 'reverse'] as const;
export type CoinEntryKind = (typeof COIN_ENTRY_KINDS)[number];

/** What one coin is worth when redeemed, in minor units: ₹1, AED/SAR/QAR 0.05, BHD 0.005. */
export const COIN_VALUE_MINOR: Readonly<Record<Currency, number>> = { INR: 100, AED: 5, SAR: 5, QAR: 5, BHD: 5 };

/** A paid order earns coins worth this percentage of what was paid for each line's items (delivery excluded). */
export const COIN_EARN_PERCENT = 2;
/** At most this percentage of a line's items may be paid with that line's coins in one order. */
export const COIN_REDEEM_CAP_PERCENT = 10;
/** Coins expire this many days after they were earned, oldest first (spent coins are taken from the oldest). */
export const COIN_EXPIRY_DAYS = 365;
/** The coins page warns of what expires within this many days. */
export const COIN_EXPIRY_NOTICE_DAYS = 30;

/** Coins a line earns when this much (minor units, after discounts) was paid for its items. */
export function coinsEarned(paidMinor: number, currency: Currency): number {
  if (paidMinor <= 0) return 0;
  return Math.floor((paidMinor * COIN_EARN_PERCENT) / 100 / COIN_VALUE_MINOR[currency]);
}

/** The most coins one order may redeem on a line: the cap, the balance and the amount still to pay. */
export function redeemableCoins(input: {
  balance: number;
  lineSubtotalMinor: number;
  roomMinor: number;
  currency: Currency;
}): number {
  const value = COIN_VALUE_MINOR[input.currency];
  const cap = Math.floor((input.lineSubtotalMinor * COIN_REDEEM_CAP_PERCENT) / 100 / value);
  return Math.max(0, Math.min(input.balance, cap, Math.floor(input.roomMinor / value)));
}

export function coinsValueMinor(coins: number, currency: Currency): number {
  return coins * COIN_VALUE_MINOR[currency];
}

export function isCoinLine(value: string): value is CoinLine {
  return (COIN_LINES as readonly string[]).includes(value);
}

/** The coins page of a line. */
export function coinsPath(line: CoinLine): string {
  return `/my-account/coins/${line}`;
}
