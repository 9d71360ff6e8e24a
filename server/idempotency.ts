import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { db } from './db/client';
import { idempotencyKeys } from './db/schema';
import { AppError } from './errors';

export interface IdempotencyRequest {
  scope: string;
  key: string;
  /** What makes two requests "the same": a repeat with another body under the same key is refused. */
  fingerprint: string;
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

/**
 * Runs `work` once per (scope, key). A repeat gets the stored answer; a repeat while the first is still running
 * gets 409; the same key with a different request gets 422. A failed first attempt frees the key for a retry.
 */
export async function withIdempotency<T>(request: IdempotencyRequest, work: () => Promise<{ status?: number; body: T; headers?: Record<string, string> }>) {
  if (!KEY_PATTERN.test(request.key)) {
    throw new AppError('VALIDATION_FAILED', 'The Idempotency-Key header is not valid.', [
      { path: 'headers.idempotency-key', message: 'must be 8 to 200 letters, digits or . _ : -' },
    ]);
  }
  const hash = createHash('sha256').update(request.fingerprint).digest('hex');
  const database = db();
  const claimed = await database
    .insert(idempotencyKeys)
    .values({ scope: request.scope, key: request.key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  const where = and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key));
  if (claimed.length === 0) {
    const [existing] = await database.select().from(idempotencyKeys).where(where);
    if (!existing) throw new AppError('IDEMPOTENCY_IN_PROGRESS', 'The first attempt of this request is still being processed.');
    if (existing.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
    if (existing.statusCode === null) throw new AppError('IDEMPOTENCY_IN_PROGRESS', 'The first attempt of this request is still being processed.');
    return { status: existing.statusCode, body: existing.response as T, headers: { 'Idempotent-Replayed': 'true' } };
  }

  try {
    const result = await work();
    await database.update(idempotencyKeys).set({ statusCode: result.status ?? 200, response: result.body as unknown }).where(where);
    return result;
  } catch (error) {
    await database.delete(idempotencyKeys).where(where);
    throw error;
  }
}
