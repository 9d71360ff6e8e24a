import { describe, expect, it, vi } from 'vitest';
import { failureOf, get, parseRetryAfter, post, RETRY_AFTER_MAX_MS } from '@/client/http';
import { makeQueryClient, QUERY_RETRIES, retryDelay, shouldRetry } from '@/client/query-client';
import { isPersonalKey, queryKeys } from '@/client/query-keys';

function respond(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** What `get` rejects with for an answer: the body, with the status and Retry-After the client keeps for it. */
async function rejectionOf(status: number, headers: Record<string, string> = {}): Promise<unknown> {
  const body = { error: { code: 'X', message: '', status } };
  return get('/api/x', { fetchImpl: async () => respond(status, body, headers) }).catch(
    (rejection: unknown) => rejection,
  );
}

describe('the query client’s retries', () => {
  it('never retries a 4xx: it is the answer (signed out, not found, invalid)', async () => {
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(shouldRetry(0, await rejectionOf(status)), String(status)).toBe(false);
  });

  it('retries network failures, timeouts and 5xx, at most twice', async () => {
    const failure = await rejectionOf(503);
    expect(shouldRetry(0, failure)).toBe(true);
    expect(shouldRetry(QUERY_RETRIES - 1, failure)).toBe(true);
    expect(shouldRetry(QUERY_RETRIES, failure)).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(0, await rejectionOf(408))).toBe(true);
  });

  it('retries a 429 only after the Retry-After it names, and not when that is too long or missing', async () => {
    const soon = await rejectionOf(429, { 'Retry-After': '2' });
    expect(failureOf(soon)).toEqual({ status: 429, retryAfterMs: 2000 });
    expect(shouldRetry(0, soon)).toBe(true);
    expect(retryDelay(0, soon)).toBe(2000);
    expect(shouldRetry(0, await rejectionOf(429, { 'Retry-After': String(RETRY_AFTER_MAX_MS / 1000 + 1) }))).toBe(
      false,
    );
    expect(shouldRetry(0, await rejectionOf(429))).toBe(false);
    expect(shouldRetry(0, await rejectionOf(429, { 'Retry-After': '0' }))).toBe(false);
  });

  it('backs off 1 s, 2 s, 4 s… when the server names no wait', async () => {
    const failure = await rejectionOf(500);
    expect([0, 1, 2, 5].map((n) => retryDelay(n, failure))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('5')).toBe(5000);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:05 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(5000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });

  it('sets them as the defaults of every query; mutations are not retried by React Query', () => {
    const defaults = makeQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.queries?.retryDelay).toBe(retryDelay);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe('post and Retry-After', () => {
  it('does not retry a 429 whose Retry-After is too long (a sign-in code send window)', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      respond(429, { error: { code: 'RATE_LIMITED' } }, { 'Retry-After': '900' }),
    );
    await expect(post('/api/x', {}, { fetchImpl, retryDelayMs: 1 })).rejects.toEqual({
      error: { code: 'RATE_LIMITED' },
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('retries a request still in progress (409) after its Retry-After, with the same key', async () => {
    vi.useFakeTimers();
    try {
      const keys: string[] = [];
      const fetchImpl = vi.fn<typeof fetch>(async (_url, init) => {
        keys.push((init?.headers as Record<string, string>)['Idempotency-Key'] ?? '');
        return keys.length === 1
          ? respond(409, { error: { code: 'IDEMPOTENCY_IN_PROGRESS' } }, { 'Retry-After': '1' })
          : respond(200, { done: true });
      });
      const answer = post('/api/x', {}, { fetchImpl, retryDelayMs: 1 });
      await vi.advanceTimersByTimeAsync(999);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toEqual({ done: true });
      expect(new Set(keys).size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('query keys', () => {
  it('are one per market for the cart, under one prefix', () => {
    expect(queryKeys.cart('en-IN')).toEqual(['cart', 'IN', 'en']);
    expect(queryKeys.cart('ar-AE').slice(0, 2)).toEqual(['cart', 'AE']);
    expect(queryKeys.cart('en-IN')[0]).toBe(queryKeys.carts[0]);
    expect(queryKeys.order('a')[0]).toBe(queryKeys.orders[0]);
  });

  it('tell the customer’s data from what any visitor sees', () => {
    for (const key of [
      queryKeys.cart('en-IN'),
      queryKeys.addresses,
      queryKeys.smileTracker,
      queryKeys.order('a'),
      queryKeys.slots,
    ])
      expect(isPersonalKey(key)).toBe(true);
    for (const key of [
      queryKeys.session,
      queryKeys.bookingCities('IN'),
      queryKeys.scanTypes('IN', 'Mumbai'),
      queryKeys.clinics('IN', 'Mumbai'),
      queryKeys.addressCities('IN'),
    ])
      expect(isPersonalKey(key)).toBe(false);
  });
});
