import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Currency } from '@/i18n/locales';
import {
  COIN_EXPIRY_DAYS,
  COIN_EXPIRY_NOTICE_DAYS,
  COIN_LINES,
  coinsEarned,
  type CoinEntryKind,
  type CoinLine,
} from '@/lib/coin-rules';
import { orderNumber } from '@/lib/commerce';
import { db, type Executor } from '@/server/db/client';
import { coinAccounts, coinEntries, orders } from '@/server/db/schema';
import { AppError } from '@/server/errors';

/*
 * The coin ledger. Every change is an appended entry and the account's balance moves with it in the same
 * transaction, under the account's row lock; the balance can never go below zero (a CHECK, and the guarded UPDATE
 * below). Expiry is first in, first out: coins due to expire are what is left of the lots (earns, net of their
 * reversals) whose time has come after everything spent, expired or given back so far, which is the sum of every
 * entry but the lots still running. It is settled whenever an account is written or its statement read.
 */

type OrderRow = typeof orders.$inferSelect;

/** Coins of a line due to expire at `at` that have not expired yet (0 or more). */
async function dueToExpire(database: Executor, userId: string, line: CoinLine, at: Date): Promise<number> {
  const [row] = await database
    .select({
      due: sql<number>`greatest(0, coalesce(sum(${coinEntries.coins}) filter (where ${coinEntries.expiresAt} is null or ${coinEntries.expiresAt} <= ${at}), 0))::int`,
    })
    .from(coinEntries)
    .where(and(eq(coinEntries.userId, userId), eq(coinEntries.line, line)));
  return row?.due ?? 0;
}

/**
 * Appends an entry and moves the balance by its coins. An entry already written for the same order, line, kind and
 * sign is not written again (answers false): replays change nothing. A move below zero throws, undoing the caller's
 * transaction.
 */
async function append(
  tx: Executor,
  entry: {
    userId: string;
    line: CoinLine;
    kind: CoinEntryKind;
    coins: number;
    orderId?: string | null;
    expiresAt?: Date | null;
    at: Date;
  },
): Promise<boolean> {
  if (entry.coins === 0) return false;
  const [written] = await tx
    .insert(coinEntries)
    .values({
      userId: entry.userId,
      line: entry.line,
      kind: entry.kind,
      coins: entry.coins,
      orderId: entry.orderId ?? null,
      expiresAt: entry.expiresAt ?? null,
      createdAt: entry.at,
    })
    .onConflictDoNothing()
    .returning({ id: coinEntries.id });
  if (!written) return false;
  const [moved] = await tx
    .update(coinAccounts)
    .set({ balance: sql`${coinAccounts.balance} + ${entry.coins}`, updatedAt: entry.at })
    .where(
      and(
        eq(coinAccounts.userId, entry.userId),
        eq(coinAccounts.line, entry.line),
        sql`${coinAccounts.balance} + ${entry.coins} >= 0`,
      ),
    )
    .returning({ balance: coinAccounts.balance });
  if (!moved)
    throw new AppError('UNPROCESSABLE', 'Your coin balance changed. Check your total and try again.', [
      { path: 'coins', message: 'Your coin balance changed. Check your total and try again.', code: 'coinsChanged' },
    ]);
  return true;
}

/** Takes the account's row lock (making the account on first use), settles expiry, and answers the balance. */
async function lockAccount(tx: Executor, userId: string, line: CoinLine, now: Date): Promise<number> {
  await tx.insert(coinAccounts).values({ userId, line }).onConflictDoNothing();
  await tx.execute(sql`select 1 from coin_accounts where user_id = ${userId} and line = ${line} for update`);
  const due = await dueToExpire(tx, userId, line, now);
  if (due > 0) await append(tx, { userId, line, kind: 'expire', coins: -due, at: now });
  const [row] = await tx
    .select({ balance: coinAccounts.balance })
    .from(coinAccounts)
    .where(and(eq(coinAccounts.userId, userId), eq(coinAccounts.line, line)));
  return row?.balance ?? 0;
}

export type CoinBalances = Record<CoinLine, number>;

/** Spendable coins per line now (the balance less what is due to expire), read without writing. */
export async function coinBalances(userId: string, now = new Date(), database: Executor = db()): Promise<CoinBalances> {
  const rows = await database.select().from(coinAccounts).where(eq(coinAccounts.userId, userId));
  const out = { toothsi: 0, skinnsi: 0 } as CoinBalances;
  for (const line of COIN_LINES) {
    const balance = rows.find((r) => r.line === line)?.balance ?? 0;
    out[line] = balance > 0 ? balance - (await dueToExpire(database, userId, line, now)) : 0;
  }
  return out;
}

/**
 * Spends coins of a line on an order, in the order's transaction: under the account's lock, after expiry. Answers
 * false when the balance no longer holds them (another checkout spent them first), writing nothing.
 */
export async function spendCoins(
  tx: Executor,
  input: { userId: string; line: CoinLine; coins: number; orderId: string },
  now = new Date(),
): Promise<boolean> {
  if (input.coins <= 0) return true;
  const balance = await lockAccount(tx, input.userId, input.line, now);
  if (balance < input.coins) return false;
  await append(tx, {
    userId: input.userId,
    line: input.line,
    kind: 'spend',
    coins: -input.coins,
    orderId: input.orderId,
    at: now,
  });
  return true;
}

/** What an order paid for each line's items: their share of the total less delivery, in minor units. */
async function paidPerLine(tx: Executor, order: OrderRow): Promise<Map<CoinLine, number>> {
  const result = await tx.execute<{ line: string; amount: number }>(sql`
    select case when plans.kind = 'skin' then 'skinnsi' when products.line is not null then products.line else 'toothsi' end as line,
           sum(order_items.unit_minor * order_items.quantity)::int as amount
    from order_items
    left join plans on plans.code = order_items.plan_code
    left join products on products.id = order_items.product_id
    where order_items.order_id = ${order.id}
    group by 1`);
  const paidForItems = order.totalMinor - order.deliveryMinor;
  const out = new Map<CoinLine, number>();
  for (const row of result.rows) {
    const line = row.line === 'skinnsi' ? 'skinnsi' : 'toothsi';
    const share = order.subtotalMinor > 0 ? Math.floor((Number(row.amount) * paidForItems) / order.subtotalMinor) : 0;
    out.set(line, (out.get(line) ?? 0) + share);
  }
  return out;
}

/** Credits the coins a paid order earns, per line, as lots that expire in a year. Once per order and line. */
export async function earnCoinsForOrder(tx: Executor, order: OrderRow, now = new Date()): Promise<void> {
  const expiresAt = new Date(now.getTime() + COIN_EXPIRY_DAYS * 86_400_000);
  for (const [line, paid] of await paidPerLine(tx, order)) {
    const coins = coinsEarned(paid, order.currency as Currency);
    if (coins <= 0) continue;
    await lockAccount(tx, order.userId, line, now);
    await append(tx, { userId: order.userId, line, kind: 'earn', coins, orderId: order.id, expiresAt, at: now });
  }
}

/**
 * Undoes an order's coins: what it spent is given back, and what it earned (a refunded order) is taken back as far
 * as the balance still holds it, against the same lot. Once per order and line, whichever way it is reached.
 */
export async function reverseOrderCoins(tx: Executor, order: OrderRow, now = new Date()): Promise<void> {
  const entries = await tx
    .select()
    .from(coinEntries)
    .where(and(eq(coinEntries.orderId, order.id), inArray(coinEntries.kind, ['earn', 'spend'])));
  for (const entry of entries) {
    const line = entry.line as CoinLine;
    const balance = await lockAccount(tx, order.userId, line, now);
    if (entry.kind === 'spend') {
      await append(tx, {
        userId: order.userId,
        line,
        kind: 'reverse',
        coins: -entry.coins,
        orderId: order.id,
        at: now,
      });
    } else {
      const back = Math.min(entry.coins, balance);
      if (back > 0)
        await append(tx, {
          userId: order.userId,
          line,
          kind: 'reverse',
          coins: -back,
          orderId: order.id,
          expiresAt: entry.expiresAt,
          at: now,
        });
    }
    // Coins given back after their lot ran out expire now.
    await lockAccount(tx, order.userId, line, now);
  }
}

export interface CoinStatementEntry {
  id: number;
  kind: CoinEntryKind;
  coins: number;
  orderNumber: string | null;
  at: string;
  expiresAt: string | null;
}

export interface CoinStatement {
  line: CoinLine;
  balance: number;
  /** Coins that expire within the notice period unless spent first, and when the first of them does. */
  expiringSoon: { coins: number; at: string } | null;
  entries: CoinStatementEntry[];
}

/** A line's balance and its latest entries, expiry settled first. */
export async function coinStatement(userId: string, line: CoinLine, now = new Date()): Promise<CoinStatement> {
  return db().transaction(async (tx) => {
    const balance = await lockAccount(tx, userId, line, now);
    const soon = new Date(now.getTime() + COIN_EXPIRY_NOTICE_DAYS * 86_400_000);
    const expiring = balance > 0 ? await dueToExpire(tx, userId, line, soon) : 0;
    const [next] = expiring
      ? await tx
          .execute<{ at: Date }>(
            sql`select min(expires_at) as at from coin_entries where user_id = ${userId} and line = ${line} and kind = 'earn' and expires_at > ${now}`,
          )
          .then((r) => r.rows)
      : [];
    const rows = await tx
      .select({ entry: coinEntries, number: orders.number })
      .from(coinEntries)
      .leftJoin(orders, eq(orders.id, coinEntries.orderId))
      .where(and(eq(coinEntries.userId, userId), eq(coinEntries.line, line)))
      .orderBy(desc(coinEntries.createdAt), desc(coinEntries.id))
      .limit(100);
    return {
      line,
      balance,
      expiringSoon: expiring > 0 && next?.at ? { coins: expiring, at: new Date(next.at).toISOString() } : null,
      entries: rows.map(({ entry, number }) => ({
        id: entry.id,
        kind: entry.kind as CoinEntryKind,
        coins: entry.coins,
        orderNumber: number === null ? null : orderNumber(number),
        at: entry.createdAt.toISOString(),
        expiresAt: entry.kind === 'earn' ? (entry.expiresAt?.toISOString() ?? null) : null,
      })),
    };
  });
}
