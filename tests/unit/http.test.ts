import { describe, expect, it, vi } from 'vitest';
import { get, post, HTTP_TIMEOUT_MS, POST_RETRIES } from '@/client/http';

function respond(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('http client (spec §7, §9)', () => {
  it('sends JSON with a 30 s timeout', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => respond(200, { ok: true }));
    await expect(get('/api/x', { fetchImpl })).resolves.toEqual({ ok: true });
    const init = fetchImpl.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(HTTP_TIMEOUT_MS).toBe(30_000);
  });

  it('rejects with the response body', async () => {
    const body = { error: { code: 'VALIDATION_FAILED', message: 'bad', status: 400 } };
    await expect(get('/api/x', { fetchImpl: async () => respond(400, body) })).rejects.toEqual(body);
  });

  it('retries a failed post up to 3 times with one Idempotency-Key', async () => {
    const keys: string[] = [];
    const fetchImpl = vi.fn<typeof fetch>(async (_url, init) => {
      keys.push((init?.headers as Record<string, string>)['Idempotency-Key'] ?? '');
      return keys.length <= POST_RETRIES ? respond(503, { error: 'busy' }) : respond(200, { done: true });
    });
    await expect(post('/api/x', { a: 1 }, { fetchImpl, retryDelayMs: 1 })).resolves.toEqual({ done: true });
    expect(fetchImpl).toHaveBeenCalledTimes(POST_RETRIES + 1);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives up after 3 retries and rejects with the last body', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => respond(502, { error: 'down' }));
    await expect(post('/api/x', {}, { fetchImpl, retryDelayMs: 1 })).rejects.toEqual({ error: 'down' });
    expect(fetchImpl).toHaveBeenCalledTimes(POST_RETRIES + 1);
  });

  it('does not retry a request the server refused as invalid', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => respond(400, { error: 'bad' }));
    await expect(post('/api/x', {}, { fetchImpl, retryDelayMs: 1 })).rejects.toEqual({ error: 'bad' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('retries network failures too', async () => {
    let calls = 0;
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      calls++;
      if (calls === 1) throw new TypeError('network down');
      return respond(200, { ok: 1 });
    });
    await expect(post('/api/x', {}, { fetchImpl, retryDelayMs: 1 })).resolves.toEqual({ ok: 1 });
  });
});
