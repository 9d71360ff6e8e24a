import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { Client, Pool, type ClientConfig, type PoolClient, type PoolConfig } from 'pg';
import { z } from 'zod';
import * as schema from './schema';
import { env } from '@/server/env';
import { AppError, withDatabaseDigest } from '@/server/errors';

export type Database = NodePgDatabase<typeof schema>;

let database: Database | undefined;

const ms = (fallback: number) => z.coerce.number().int().min(0).max(600_000).default(fallback);

/**
 * How long the app waits on the database before it answers 503 (DATABASE_UNAVAILABLE) instead of hanging: each a
 * variable in milliseconds (0 turns one off). Read here, with DATABASE_POOL_MAX, rather than in server/env.ts, because
 * they belong to the pool alone.
 */
const timeoutsSchema = z.object({
  /** Opening a connection (a server that accepts and never answers, or is not there): then a 503 at once. */
  DATABASE_CONNECT_TIMEOUT_MS: ms(2_000),
  /**
   * Waiting for a free connection of a busy pool. Longer than a connect: under load requests queue for a moment
   * rather than fail (a soak of 50 connections once answered 7 % 503s when this wait was the connect timeout).
   */
  DATABASE_POOL_WAIT_TIMEOUT_MS: ms(10_000),
  /** PostgreSQL cancels a statement that runs longer (statement_timeout, SQLSTATE 57014). */
  DATABASE_STATEMENT_TIMEOUT_MS: ms(5_000),
  /** The driver gives up on a server that stopped answering mid-query; default: the statement timeout plus 1 s. */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** PostgreSQL ends a session left idle inside a transaction (a crashed request), releasing its locks. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: ms(15_000),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
});

export interface DatabaseTimeouts {
  connectMs: number;
  /** The wait for a free connection of a full pool; the connect timeout when unset. */
  poolWaitMs?: number;
  statementMs: number;
  queryMs: number;
  idleInTransactionMs: number;
  poolMax: number;
}

export function databaseTimeouts(source: NodeJS.ProcessEnv = process.env): DatabaseTimeouts {
  const parsed = timeoutsSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(
      `Invalid database settings: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  }
  const v = parsed.data;
  const queryMs =
    v.DATABASE_QUERY_TIMEOUT_MS ?? (v.DATABASE_STATEMENT_TIMEOUT_MS ? v.DATABASE_STATEMENT_TIMEOUT_MS + 1_000 : 0);
  return {
    connectMs: v.DATABASE_CONNECT_TIMEOUT_MS,
    poolWaitMs: v.DATABASE_POOL_WAIT_TIMEOUT_MS,
    statementMs: v.DATABASE_STATEMENT_TIMEOUT_MS,
    queryMs,
    idleInTransactionMs: v.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    poolMax: v.DATABASE_POOL_MAX,
  };
}

/**
 * The pool settings of the app's database: the timeouts above, TCP keepalive so a vanished peer is noticed.
 * node-postgres' pool uses one `connectionTimeoutMillis` both for the wait for a free connection and for opening
 * one; the pool gets the (longer) wait, and each connection its own connect timeout through the Client it makes.
 */
export function poolConfig(url: string, timeouts: DatabaseTimeouts = databaseTimeouts()): PoolConfig {
  const connectMs = timeouts.connectMs || undefined;
  const waitMs = Math.max(timeouts.poolWaitMs ?? 0, timeouts.connectMs) || undefined;
  class TimedClient extends Client {
    constructor(config?: ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectMs });
    }
  }
  return {
    connectionString: url,
    max: timeouts.poolMax,
    idleTimeoutMillis: 30_000,
    Client: TimedClient,
    connectionTimeoutMillis: waitMs,
    statement_timeout: timeouts.statementMs || undefined,
    query_timeout: timeouts.queryMs || undefined,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs || undefined,
    keepAlive: true,
  };
}

/**
 * A node-postgres pool over `url` with the timeouts, and the drizzle database on it. A connection whose query timed
 * out on the driver's side is in an unknown state (the server may answer late, or never): it is closed at once, so
 * the pool opens a fresh one rather than queueing the next request behind it.
 */
export function createDatabase(
  url: string,
  timeouts: DatabaseTimeouts = databaseTimeouts(),
): { db: Database; pool: Pool } {
  const created = new Pool(poolConfig(url, timeouts));
  // A connection that breaks while idle in the pool: the pool drops it; say so without failing anything.
  created.on('error', (error) => console.error(`[db] idle connection lost: ${error.message}`));
  created.on('connect', (client) => closeOnReadTimeout(client));
  return { db: drizzle(created, { schema }), pool: created };
}

function closeOnReadTimeout(client: PoolClient): void {
  const destroy = (error: unknown) => {
    if (error instanceof Error && error.message === 'Query read timeout') {
      (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    }
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        destroy(error);
        return (last as (...a: unknown[]) => unknown)(error, ...rest);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(destroy);
    return result;
  };
}

/**
 * A failed query must never put a customer's data in a log. drizzle's DrizzleQueryError carries every bound parameter
 * in its message and its `params` (names, phone numbers, addresses), and PostgreSQL's error its `detail` (which
 * repeats the offending values); whoever logs the error (our API wrapper, Next for a page, a job) prints them. Every
 * failed query's error is stripped of them here, where drizzle raises it: the SQL text stays, it names the statement.
 */
export function redactQueryError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const count = Array.isArray(error.params) ? error.params.length : 0;
  const message = `Failed query: ${error.query}\nparams: [${count} redacted]`;
  if (error.message !== message) {
    if (error.stack) error.stack = error.stack.replace(error.message, message);
    error.message = message;
    error.params = [];
  }
  const cause = error.cause as { detail?: unknown; code?: unknown; message?: unknown; stack?: unknown } | undefined;
  if (cause && typeof cause === 'object') {
    if ('detail' in cause) cause.detail = undefined;
    // A data exception (class 22) quotes the value it could not take: `invalid input syntax for type date: "…"`.
    if (typeof cause.code === 'string' && cause.code.startsWith('22') && typeof cause.message === 'string') {
      const quiet = cause.message.replace(/"[^"]*"/g, '"…"');
      if (typeof cause.stack === 'string') cause.stack = cause.stack.replace(cause.message, quiet);
      cause.message = quiet;
    }
  }
  return error;
}

type QueryWithCache = (
  this: unknown,
  queryString: string,
  params: unknown[],
  query: () => Promise<unknown>,
) => Promise<unknown>;
const prepared = PgPreparedQuery.prototype as unknown as { queryWithCache?: QueryWithCache & { redacting?: true } };
const original = prepared.queryWithCache;
if (typeof original === 'function' && !original.redacting) {
  const redacting: QueryWithCache & { redacting?: true } = async function (this: unknown, queryString, params, query) {
    try {
      return await original.call(this, queryString, params, query);
    } catch (error) {
      throw withDatabaseDigest(redactQueryError(error));
    }
  };
  redacting.redacting = true;
  prepared.queryWithCache = redacting;
}

/** The transaction of inOneTransaction(), for the code it runs. */
const ambient = new AsyncLocalStorage<Database>();

/**
 * The app's database (a pool over DATABASE_URL). `npm start` sets DATABASE_URL to the embedded PGlite server.
 * Inside inOneTransaction() it is that transaction, so every statement of the work there commits or rolls back together.
 */
export function db(): Database {
  return ambient.getStore() ?? rootDatabase();
}

/**
 * Runs `work` in one transaction: every db() call it makes, however deep, uses it, so its writes commit together or
 * not at all (a crash rolls back everything, including an Idempotency-Key's claim and answer). Only for work made of
 * database statements: no calls to other services while the transaction is open.
 */
export async function inOneTransaction<T>(work: () => Promise<T>): Promise<T> {
  const current = ambient.getStore();
  if (current) return work();
  return rootDatabase().transaction((tx) => ambient.run(tx as unknown as Database, work));
}

function rootDatabase(): Database {
  if (database) return database;
  const url = env().DATABASE_URL;
  if (!url) throw new AppError('DATABASE_UNAVAILABLE', 'The database is not configured (DATABASE_URL is unset).');
  database = createDatabase(url).db;
  return database;
}

/**
 * Whether the database answers `select 1` within `withinMs` (the health check). Never throws and never waits longer,
 * whatever the pool is doing.
 */
export async function databaseAnswers(withinMs = 1_500): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  try {
    const check = db()
      .execute(sql`select 1`)
      .then(
        () => true,
        () => false,
      );
    return await Promise.race([check, deadline]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Tests point the app at their own database. */
export function useDatabaseForTests(next: Database): void {
  database = next;
}

/** A database or an open transaction on it: helpers that must join the caller's transaction take this. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
