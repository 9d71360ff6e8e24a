import 'server-only';
import { sql } from 'drizzle-orm';
import { createClient } from '@redis/client';
import type { NextRequest } from 'next/server';
import { db } from './db/client';
import { env } from './env';
import { AppError } from './errors';
import { clientIp } from './client-ip';

/**
 * The one rate limiter of public writes (partner and career applications, slot alerts, the contact and callback
 * forms): a sliding-window counter per rule and caller, kept in PostgreSQL (table rate_limits) so every app instance
 * shares it, or in Redis when REDIS_URL is set (falling back to PostgreSQL while Redis is unreachable). Over the limit
 * a request is refused with 429 RATE_LIMITED and a Retry-After that is true: a request sent after that many seconds,
 * with none in between, is let through.
 *
 * The caller is the client IP (server/client-ip.ts: forwarded headers count only with TRUST_PROXY). Without a known IP
 * every caller shares one bucket per rule, as the OTP limits do: set TRUST_PROXY behind a proxy.
 */
export interface RateLimitRule {
  /** The counter's name: a rule per form, so one form's traffic never blocks another's. */
  name: string;
  /** Requests allowed within any window of `windowSeconds` (estimated over the current and previous fixed window). */
  limit: number;
  windowSeconds: number;
}

/** What one hit found: the counts of the caller's current and previous window and how far the current one is. */
export interface WindowCounts {
  hits: number;
  previousHits: number;
  elapsedSeconds: number;
}

export interface RateLimitStore {
  readonly name: string;
  /** Counts one hit of `key` in fixed windows of `windowSeconds` and answers the counts including it. */
  hit(key: string, windowSeconds: number): Promise<WindowCounts>;
}

/**
 * The default rule of a public write: RATE_LIMIT_PUBLIC_WRITES as `limit/windowSeconds` (10 per 10 minutes by
 * default; `0` turns the limiter off, for load tests).
 */
export function publicWriteRule(name: string): RateLimitRule {
  const [limit, windowSeconds] = parseSetting(process.env.RATE_LIMIT_PUBLIC_WRITES);
  return { name, limit, windowSeconds };
}

function parseSetting(value: string | undefined): [number, number] {
  if (value === undefined || value.trim() === '') return [10, 600];
  const match = /^\s*(\d{1,6})\s*(?:\/\s*(\d{1,6}))?\s*$/.exec(value);
  if (!match)
    throw new Error(`RATE_LIMIT_PUBLIC_WRITES must be "limit/windowSeconds" (for example 10/600), not "${value}".`);
  const windowSeconds = Number(match[2] ?? 600);
  if (windowSeconds < 1) throw new Error('RATE_LIMIT_PUBLIC_WRITES needs a window of at least 1 second.');
  return [Number(match[1]), windowSeconds];
}

/**
 * The estimate of requests in the last window (the previous window's hits weighted by how much of it still
 * overlaps), and, when that is over the limit, the seconds until one more request would be let through.
 */
export function decide(rule: RateLimitRule, counts: WindowCounts): { allowed: boolean; retryAfterSeconds: number } {
  const w = rule.windowSeconds;
  const e = Math.min(Math.max(counts.elapsedSeconds, 0), w);
  const estimate = (counts.previousHits * (w - e)) / w + counts.hits;
  if (estimate <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
  // With no further hits, the estimate at now + t must leave room for one request: estimate(t) <= limit - 1.
  const room = rule.limit - 1;
  let wait: number;
  if (room < 0) wait = 2 * w - e;
  else if (counts.hits <= room)
    wait = counts.previousHits > 0 ? w - e - ((room - counts.hits) * w) / counts.previousHits : 0;
  else wait = 2 * w - e - (room * w) / counts.hits;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
}

/** PostgreSQL: one upsert per hit, so concurrent hits on every instance count exactly. */
export const databaseStore: RateLimitStore = {
  name: 'database',
  async hit(key, windowSeconds) {
    const w = Math.floor(windowSeconds);
    const result = await db().execute<{ hits: number; previous_hits: number; elapsed: number }>(sql`
      insert into rate_limits as r (key, window_start, hits, previous_hits)
      values (${key}, to_timestamp(floor(extract(epoch from now()) / ${w}::int) * ${w}::int), 1, 0)
      on conflict (key) do update set
        previous_hits = case
          when r.window_start = excluded.window_start then r.previous_hits
          when r.window_start = excluded.window_start - make_interval(secs => ${w}::int) then r.hits
          else 0 end,
        hits = case when r.window_start = excluded.window_start then r.hits + 1 else 1 end,
        window_start = excluded.window_start
      returning hits, previous_hits, extract(epoch from (now() - window_start))::float8 as elapsed`);
    const row = result.rows[0];
    if (!row) throw new Error('rate limit upsert returned no row');
    // Now and then, forget callers not seen for a day (their counters could not limit anything any more).
    if (Math.random() < 0.01) {
      await db()
        .execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`)
        .catch(() => undefined);
    }
    return { hits: Number(row.hits), previousHits: Number(row.previous_hits), elapsedSeconds: Number(row.elapsed) };
  },
};

function connectRedis(url: string) {
  // No offline queue: while Redis is unreachable a command fails at once (and PostgreSQL counts instead).
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1_000, reconnectStrategy: (retries: number) => Math.min(retries * 200, 2_000) },
  });
  client.on('error', (error: Error) => {
    if (!redisDown)
      console.error(`[rate-limit] Redis unavailable (${error.message}): counting in PostgreSQL until it is back`);
    redisDown = true;
  });
  client.on('ready', () => {
    redisDown = false;
  });
  const ready = client.connect();
  ready.catch(() => undefined);
  return { url, client, ready };
}

let redis: ReturnType<typeof connectRedis> | undefined;
let redisDown = false;

/** Redis: INCR of the current window's key (expiring after two windows) and GET of the previous one, in one MULTI. */
export function redisStore(url: string, prefix: string): RateLimitStore {
  return {
    name: 'redis',
    async hit(key, windowSeconds) {
      if (redis?.url !== url) redis = connectRedis(url);
      const { client, ready } = redis;
      await ready;
      const nowMs = Date.now();
      const index = Math.floor(nowMs / 1000 / windowSeconds);
      const current = `${prefix}rate:${key}:${index}`;
      const previous = `${prefix}rate:${key}:${index - 1}`;
      const [hits, , previousHits] = await client
        .multi()
        .incr(current)
        .expire(current, windowSeconds * 2)
        .get(previous)
        .exec();
      return {
        hits: Number(hits),
        previousHits: Number(previousHits ?? 0),
        elapsedSeconds: nowMs / 1000 - index * windowSeconds,
      };
    },
  };
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms))),
  ]).finally(() => clearTimeout(timer));
}

/** The store in use: Redis when REDIS_URL is set and answers within half a second, PostgreSQL otherwise. */
async function countHit(key: string, windowSeconds: number): Promise<WindowCounts> {
  const { REDIS_URL, REDIS_KEY_PREFIX } = env();
  if (REDIS_URL) {
    try {
      return await within(redisStore(REDIS_URL, REDIS_KEY_PREFIX).hit(key, windowSeconds), 500);
    } catch (error) {
      if (!redisDown)
        console.error(`[rate-limit] Redis did not count a hit (${(error as Error).message}): counting in PostgreSQL`);
      redisDown = true;
    }
  }
  return databaseStore.hit(key, windowSeconds);
}

/**
 * Counts one request of `subject` (by default the request's client IP) against `rule`; over the limit, throws
 * RATE_LIMITED (429) with Retry-After. A rule with limit 0 is off.
 */
export async function enforceRateLimit(
  rule: RateLimitRule,
  request: Pick<NextRequest, 'headers'>,
  subject?: string,
  store?: RateLimitStore,
): Promise<void> {
  if (rule.limit <= 0) return;
  const e = env();
  const who =
    subject ??
    clientIp(request.headers, { trustProxy: e.TRUST_PROXY, clientIpHeader: e.CLIENT_IP_HEADER }) ??
    'unknown';
  const key = `${rule.name}:${who}`;
  const counts = store ? await store.hit(key, rule.windowSeconds) : await countHit(key, rule.windowSeconds);
  const { allowed, retryAfterSeconds } = decide(rule, counts);
  if (!allowed) {
    throw new AppError('RATE_LIMITED', `Too many requests. Try again in ${retryAfterSeconds} seconds.`, undefined, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}
