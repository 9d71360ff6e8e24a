// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_FETCH_GLOBAL, EARLY_FETCH_MAX_AGE_MS, earlyFetchScript } from '../../lib/early-fetch';
import { get, post } from '../../client/http';
import { setSignedInUser, signOut } from '../../client/session';
import type { AccountUser } from '../../lib/api/account-contracts';

function respond(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** From now on the network answers every request with `body`; the mock counts what the client asked again. */
function networkAnswers(body: unknown, status = 200) {
  const network = vi.fn<typeof fetch>(async () => respond(status, body));
  vi.stubGlobal('fetch', network);
  return network;
}

/** Runs the inline script as the page's HTML would, with `fetch` answering from `answer`. */
function runScript(urls: string[], answer: (url: string) => Promise<Response>) {
  const network = vi.fn<typeof fetch>(async (input) => answer(String(input)));
  vi.stubGlobal('fetch', network);
  new Function(earlyFetchScript(urls, 30_000))();
  return network;
}

describe('early reads (lib/early-fetch.ts)', () => {
  beforeEach(() => {
    delete window[EARLY_FETCH_GLOBAL];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the script starts every read at once, as the HTTP client would send it', () => {
    const network = runScript(['/api/v1/auth/session', '/api/v1/orders'], async () => respond(200, {}));
    expect(network.mock.calls.map(([url]) => url)).toEqual(['/api/v1/auth/session', '/api/v1/orders']);
    const init = network.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('only takes paths of our own API, and nothing can close the script element', () => {
    expect(() => earlyFetchScript(['https://evil.example/api/x'], 1000)).toThrow(/not an API path/);
    expect(() => earlyFetchScript(['/api/x</script><script>alert(1)'], 1000)).toThrow(/not an API path/);
    expect(earlyFetchScript(['/api/v1/cart?country=IN&locale=en'], 1000)).not.toMatch(/<\//);
  });

  it("answers the island's first get from the early response, and asks the network the second time", async () => {
    runScript(['/api/v1/orders'], async () => respond(200, { orders: [{ id: 'early' }] }));
    const later = networkAnswers({ orders: [{ id: 'fresh' }] });
    await expect(get('/api/v1/orders')).resolves.toEqual({ orders: [{ id: 'early' }] });
    expect(later).not.toHaveBeenCalled();
    await expect(get('/api/v1/orders')).resolves.toEqual({ orders: [{ id: 'fresh' }] });
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('an early failure answers like any failure: the body is the rejection', async () => {
    const body = { error: { code: 'UNAUTHENTICATED', message: 'Sign in', status: 401 } };
    runScript(['/api/v1/orders'], async () => respond(401, body));
    networkAnswers({});
    await expect(get('/api/v1/orders')).rejects.toEqual(body);
  });

  it('when the early read could not reach the server, the client asks again', async () => {
    runScript(['/api/v1/orders'], async () => Promise.reject(new TypeError('offline')));
    const later = networkAnswers({ orders: [] });
    await expect(get('/api/v1/orders')).resolves.toEqual({ orders: [] });
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('an answer older than the limit is not used', async () => {
    runScript(['/api/v1/orders'], async () => respond(200, { orders: [{ id: 'old' }] }));
    const reads = window[EARLY_FETCH_GLOBAL];
    const read = reads?.['/api/v1/orders'];
    if (!reads || !read) throw new Error('no early read');
    reads['/api/v1/orders'] = { ...read, at: performance.now() - EARLY_FETCH_MAX_AGE_MS - 1 };
    const later = networkAnswers({ orders: [] });
    await expect(get('/api/v1/orders')).resolves.toEqual({ orders: [] });
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('writes and other URLs never use an early read', async () => {
    runScript(['/api/v1/orders'], async () => respond(200, { orders: [{ id: 'early' }] }));
    const later = networkAnswers({ order: { id: 'new' } }, 201);
    await expect(post('/api/v1/orders', {})).resolves.toEqual({ order: { id: 'new' } });
    await expect(get('/api/v1/orders?page=2')).resolves.toEqual({ order: { id: 'new' } });
    expect(later).toHaveBeenCalledTimes(2);
  });

  it('signing in or out forgets the reads the page started for the previous visitor', async () => {
    const user = { id: 'u1', name: 'Asha', phone: '+919800000042', country: 'IN', journeyStage: 'initial' } as unknown as AccountUser;
    runScript(['/api/v1/orders'], async () => respond(401, {}));
    setSignedInUser(user);
    const later = networkAnswers({ orders: [] });
    await expect(get('/api/v1/orders')).resolves.toEqual({ orders: [] });
    expect(later).toHaveBeenCalledTimes(1);

    runScript(['/api/v1/orders'], async () => respond(200, { orders: [{ id: 'asha' }] }));
    networkAnswers({});
    await signOut();
    expect(window[EARLY_FETCH_GLOBAL]).toBeUndefined();
  });
});
