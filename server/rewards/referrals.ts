import 'server-only';
import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { COUNTRIES, currencyOf, type Country, type Currency } from '@/i18n/locales';
import type { CartSummary } from '@/lib/api/commerce-contracts';
import type { ReferralAmounts, ReferralTotals, ReferralTransaction } from '@/lib/api/rewards-contracts';
import { money } from '@/lib/money';
import {
  firstNameOf,
  friendDiscountMinor,
  REFERRAL_ATTRIBUTION_DAYS,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_RULES,
  referralOffered,
  rewardWithinCap,
  type ReferralReason,
  type ReferralStatus,
  type ReversalReason,
} from '@/lib/referral-rules';
import { db, type Executor } from '@/server/db/client';
import { addresses, orders, referralCodes, referrals, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';

type OrderRow = typeof orders.$inferSelect;

function newCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/** The customer's referral code, made on first use and the same ever after. */
export async function referralCodeOf(userId: string, database: Executor = db()): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [existing] = await database
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    // A code taken by someone else (or this customer's racing first read) inserts nothing: read again.
    await database.insert(referralCodes).values({ userId, code: newCode() }).onConflictDoNothing();
  }
  throw new AppError('INTERNAL', 'Could not make a referral code.');
}

interface Referrer {
  userId: string;
  name: string | null;
  phone: string;
}

async function referrerOf(code: string, database: Executor): Promise<Referrer | null> {
  const [row] = await database
    .select({ userId: users.id, name: users.name, phone: users.phone })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralCodes.code, code));
  return row ?? null;
}

/** The first name of a code's owner (null when they have not given one); 404 for a code nobody has. */
export async function referrerName(code: string): Promise<{ code: string; firstName: string | null }> {
  const referrer = await referrerOf(code, db());
  if (!referrer) throw new AppError('NOT_FOUND', 'No customer has this referral code.');
  return { code, firstName: firstNameOf(referrer.name) };
}

export function referralAmounts(country: Country): ReferralAmounts {
  const rule = REFERRAL_RULES[country];
  const currency = currencyOf(country);
  return {
    country,
    offered: referralOffered(country),
    friendDiscount: money(rule.friendDiscountMinor, currency),
    minOrder: money(rule.minOrderMinor, currency),
    reward: money(rule.rewardMinor, currency),
    cap: money(rule.capMinor, currency),
    attributionDays: REFERRAL_ATTRIBUTION_DAYS,
  };
}

function countryOfCurrency(currency: Currency): Country {
  return (Object.keys(COUNTRIES) as Country[]).find((c) => COUNTRIES[c].currency === currency) ?? 'IN';
}

/** Phone numbers that are a customer's: the one they sign in with and those of their saved addresses. */
async function phonesOf(userId: string, database: Executor): Promise<Set<string>> {
  const [user] = await database.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  const saved = await database.select({ phone: addresses.phone }).from(addresses).where(eq(addresses.userId, userId));
  return new Set([...(user ? [user.phone] : []), ...saved.map((a) => a.phone)]);
}

/** Whether the customer has an order that counts as their first: any not cancelled (paid, refunded or unpaid). */
async function hasOrdered(userId: string, database: Executor): Promise<boolean> {
  const [row] = await database
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')))
    .limit(1);
  return Boolean(row);
}

export interface ReferralCheck {
  code: string;
  country: Country;
  /** The friend; null for a guest, whose first order and phone are checked once they sign in to order. */
  userId: string | null;
  /** The phone of the address the order goes to, when chosen. */
  addressPhone: string | null;
  subtotalMinor: number;
  /** What is left to discount after the coupon. */
  roomMinor: number;
}

/** Whether a referral code gives this cart the friend's discount, and how much, or why not. */
export async function evaluateReferral(
  database: Executor,
  input: ReferralCheck,
): Promise<NonNullable<CartSummary['referral']>> {
  const refuse = (reason: ReferralReason, referrer: Referrer | null = null) => ({
    code: input.code,
    applied: false,
    reason,
    referrerFirstName: firstNameOf(referrer?.name),
    discountMinor: 0,
  });
  const referrer = await referrerOf(input.code, database);
  if (!referrer) return refuse('unknown');
  if (!referralOffered(input.country)) return refuse('notOffered', referrer);
  if (input.userId) {
    if (input.userId === referrer.userId) return refuse('ownCode', referrer);
    const [mine, theirs] = await Promise.all([phonesOf(input.userId, database), phonesOf(referrer.userId, database)]);
    if (input.addressPhone) mine.add(input.addressPhone);
    // A second account of the referrer's: the friend signs in with, or delivers to, a number of the referrer's.
    if ([...mine].some((phone) => theirs.has(phone))) return refuse('samePhone', referrer);
    if (await hasOrdered(input.userId, database)) return refuse('notFirstOrder', referrer);
  }
  const discountMinor = friendDiscountMinor(input.country, input.subtotalMinor, input.roomMinor);
  if (discountMinor === 0) return refuse('minSubtotal', referrer);
  return {
    code: input.code,
    applied: true,
    reason: null,
    referrerFirstName: firstNameOf(referrer.name),
    discountMinor,
  };
}

/** The referrer's row lock: their cashback is counted and written one order at a time. */
async function lockReferrer(tx: Executor, referrerId: string): Promise<void> {
  await tx.execute(sql`select 1 from referral_codes where user_id = ${referrerId} for update`);
}

async function earnedMinor(tx: Executor, referrerId: string, currency: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${referrals.rewardMinor}), 0)::int` })
    .from(referrals)
    .where(and(eq(referrals.referrerId, referrerId), eq(referrals.currency, currency), eq(referrals.status, 'earned')));
  return row?.sum ?? 0;
}

/**
 * Records the friend's qualifying order as a pending referral, in the order's transaction. A friend already holding
 * a live referral (the database's one-per-friend index) is refused like a second order.
 */
export async function recordReferral(
  tx: Executor,
  input: { order: OrderRow; code: string; discountMinor: number },
): Promise<boolean> {
  const referrer = await referrerOf(input.code, tx);
  if (!referrer || referrer.userId === input.order.userId) return false;
  const referrerId = referrer.userId;
  await lockReferrer(tx, referrerId);
  const expected = rewardWithinCap(
    countryOfCurrency(input.order.currency as Currency),
    await earnedMinor(tx, referrerId, input.order.currency),
  );
  const written = await tx
    .insert(referrals)
    .values({
      referrerId,
      referredUserId: input.order.userId,
      orderId: input.order.id,
      code: input.code,
      currency: input.order.currency,
      friendDiscountMinor: input.discountMinor,
      rewardMinor: expected,
    })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return written.length > 0;
}

/**
 * The friend's order is paid: the referrer earns their cashback, within their cap in the order's currency, counted
 * under their row lock so two friends paying at once cannot pass it. Once: only a pending referral moves.
 */
export async function earnReferral(tx: Executor, order: OrderRow, now: Date): Promise<void> {
  const [pending] = await tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.orderId, order.id), eq(referrals.status, 'pending')));
  if (!pending) return;
  await lockReferrer(tx, pending.referrerId);
  const reward = rewardWithinCap(
    countryOfCurrency(pending.currency as Currency),
    await earnedMinor(tx, pending.referrerId, pending.currency),
  );
  await tx
    .update(referrals)
    .set({ status: 'earned', rewardMinor: reward, earnedAt: now })
    .where(and(eq(referrals.id, pending.id), eq(referrals.status, 'pending')));
}

/** The friend's order was cancelled (never paid: nothing was earned) or refunded (the cashback is taken back). */
export async function reverseReferral(tx: Executor, orderId: string, reason: ReversalReason, now: Date): Promise<void> {
  await tx
    .update(referrals)
    .set({
      status: 'reversed',
      reversalReason: reason,
      reversedAt: now,
      rewardMinor: sql`case when ${referrals.status} = 'earned' then ${referrals.rewardMinor} else 0 end`,
    })
    .where(and(eq(referrals.orderId, orderId), inArray(referrals.status, ['pending', 'earned'])));
}

function totalsOf(
  rows: Array<{ currency: string; status: string; rewardMinor: number }>,
  country: Country,
): ReferralTotals[] {
  const currencies = [...new Set([currencyOf(country), ...rows.map((r) => r.currency)])] as Currency[];
  return currencies.map((currency) => {
    const mine = rows.filter((r) => r.currency === currency);
    const sum = (status: ReferralStatus) =>
      mine.filter((r) => r.status === status).reduce((total, r) => total + r.rewardMinor, 0);
    const cap = REFERRAL_RULES[countryOfCurrency(currency)].capMinor;
    return {
      currency,
      pendingMinor: sum('pending'),
      earnedMinor: sum('earned'),
      reversedMinor: sum('reversed'),
      capMinor: cap,
      remainingMinor: Math.max(0, cap - sum('earned')),
    };
  });
}

export interface ReferralOverview {
  code: string;
  amounts: ReferralAmounts;
  totals: ReferralTotals[];
  transactions: ReferralTransaction[];
}

/** A referrer's code, the market's amounts, their friends' qualifying orders and the totals, newest first. */
export async function referralOverview(userId: string, country: Country): Promise<ReferralOverview> {
  const [code, rows] = await Promise.all([
    referralCodeOf(userId),
    db()
      .select({ referral: referrals, friendName: users.name })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.referredUserId))
      .where(eq(referrals.referrerId, userId))
      .orderBy(desc(referrals.createdAt))
      .limit(100),
  ]);
  return {
    code,
    amounts: referralAmounts(country),
    totals: totalsOf(
      rows.map((r) => r.referral),
      country,
    ),
    transactions: rows.map(({ referral: r, friendName }) => ({
      id: r.id,
      friendFirstName: firstNameOf(friendName),
      status: r.status as ReferralStatus,
      reversalReason: (r.reversalReason as ReversalReason | null) ?? null,
      reward: money(r.rewardMinor, r.currency as Currency),
      friendDiscount: money(r.friendDiscountMinor, r.currency as Currency),
      createdAt: r.createdAt.toISOString(),
      earnedAt: r.earnedAt?.toISOString() ?? null,
      reversedAt: r.reversedAt?.toISOString() ?? null,
    })),
  };
}
