import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { db } from './db/client';
import { idempotencyKeys } from './db/schema';
import { AppError } from './errors';

export interface IdempotencyRequest {
  scope: string;
  key: string;
  /**
   * What makes two requests "the same" (the path and the parsed query and body): compared as canonical JSON, so
   * key order and spacing do not count, and a repeat with another request under the same key is refused.
   */
  fingerprint: unknown;
}

export interface IdempotentResult<T> {
  status?: number;
  body: T;
  headers?: Record<string, string>;
}

/**
 * How long a claim holds its key without news from its owner. The owner renews it every third of that while the
 * work runs, so only the claim of a process that died (kill -9, a lost machine) runs out, and a retry may then take
 * the key over. Longer than a renewal can be late on a busy server; short enough that a stuck key frees itself
 * while the customer is still there.
 */
export const LEASE_SECONDS = 60;

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
// Each round ends because the row changed under us (answered, freed, taken over); a few rounds settle it.
const CLAIM_ROUNDS = 3;

/**
 * Runs `work` once per (scope, key). A repeat gets the stored answer; a repeat while the first is still running
 * gets 409 with Retry-After; the same key with a different request gets 422. A failed first attempt frees the key.
 *
 * Why a lease rather than one transaction: the answer could only commit with the work if the work's writes shared
 * its transaction, and they don't (placing an order commits, then calls the payment gateway, then reads the order
 * back). So the key is claimed, the work runs, and the answer is stored after. A process that dies in between
 * leaves a claim that stops being renewed; once its lease has run out a retry takes it over and runs the work, which
 * is right when the death came before the work committed (its transaction rolled back). The window this cannot
 * cover is a death after the work's commit and before the answer's one-row write: there the retry runs the work
 * again, and only the work's own state stops a double (an order empties its cart in the same transaction, so a
 * second placing finds the cart empty).
 */
export async function withIdempotency<T>(
  request: IdempotencyRequest,
  work: () => Promise<IdempotentResult<T>>,
): Promise<IdempotentResult<T>> {
  if (!KEY_PATTERN.test(request.key)) {
    throw new AppError('VALIDATION_FAILED', 'The Idempotency-Key header is not valid.', [
      { path: 'headers.idempotency-key', message: 'must be 8 to 200 letters, digits or . _ : -' },
    ]);
  }
  const hash = requestHash(request.fingerprint);
  const database = db();
  const where = and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key));

  for (let round = 0; round < CLAIM_ROUNDS; round++) {
    const token = randomUUID();
    const claimed = await database
      .insert(idempotencyKeys)
      .values({ scope: request.scope, key: request.key, requestHash: hash, claimToken: token, leaseUntil: leaseEnd() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return runClaimed(token);

    const [existing] = await database
      .select({
        requestHash: idempotencyKeys.requestHash,
        statusCode: idempotencyKeys.statusCode,
        response: idempotencyKeys.response,
        leaseLeft: sql<number>`extract(epoch from (${idempotencyKeys.leaseUntil} - now()))::float8`,
      })
      .from(idempotencyKeys)
      .where(where);
    if (!existing) continue; // the first attempt failed and freed the key between our two statements
    if (existing.requestHash !== hash)
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
    if (existing.statusCode !== null)
      return { status: existing.statusCode, body: existing.response as T, headers: { 'Idempotent-Replayed': 'true' } };
    if (existing.leaseLeft > 0) throw inProgress(existing.leaseLeft);

    // The owner is gone. One conditional UPDATE takes the claim over, so of two retries racing here only one wins.
    const taken = await database
      .update(idempotencyKeys)
      .set({ claimToken: token, leaseUntil: leaseEnd() })
      .where(and(where, isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.leaseUntil, sql`now()`)))
      .returning({ key: idempotencyKeys.key });
    if (taken.length > 0) return runClaimed(token);
  }
  throw inProgress(1);

  async function runClaimed(token: string): Promise<IdempotentResult<T>> {
    // Every write of the owner names its token: an owner that lost its lease must not answer or free a successor's key.
    const mine = and(where, eq(idempotencyKeys.claimToken, token), isNull(idempotencyKeys.statusCode));
    const renewal = setInterval(
      () => {
        database
          .update(idempotencyKeys)
          .set({ leaseUntil: leaseEnd() })
          .where(mine)
          .catch((error: unknown) => console.error('[idempotency] could not renew a lease', error));
      },
      (LEASE_SECONDS * 1000) / 3,
    );
    renewal.unref();
    let result: IdempotentResult<T>;
    try {
      result = await work();
    } catch (error) {
      clearInterval(renewal);
      // If the database is what failed, the claim stays until its lease runs out: still retryable, a minute later.
      await database
        .delete(idempotencyKeys)
        .where(mine)
        .catch(() => undefined);
      throw error;
    }
    clearInterval(renewal);
    const stored = await database
      .update(idempotencyKeys)
      .set({ statusCode: result.status ?? 200, response: result.body as unknown })
      .where(mine)
      .returning({ key: idempotencyKeys.key });
    if (stored.length === 0)
      console.error(`[idempotency] a claim of ${request.scope} lost its lease before its answer was stored`);
    return result;
  }
}

/** The stored hash of a request's fingerprint. */
export function requestHash(fingerprint: unknown): string {
  return createHash('sha256').update(canonicalJson(fingerprint)).digest('hex');
}

/** JSON with object keys sorted at every depth: `{"a":1,"b":2}` and `{ "b": 2, "a": 1 }` are the same request. */
export function canonicalJson(value: unknown): string {
  const sorted = (_key: string, v: unknown): unknown =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v;
  return JSON.stringify(value, sorted) ?? '';
}

// The database's clock, not this server's: several servers share the leases.
const leaseEnd = () => sql`now() + ${sql.raw(`interval '${LEASE_SECONDS} seconds'`)}`;

function inProgress(leaseLeftSeconds: number): AppError {
  return new AppError(
    'IDEMPOTENCY_IN_PROGRESS',
    'The first attempt of this request is still being processed.',
    undefined,
    {
      'Retry-After': String(Math.max(1, Math.ceil(leaseLeftSeconds))),
    },
  );
}
