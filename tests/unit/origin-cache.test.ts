import { createServer, type OutgoingHttpHeaders, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createCompression } from '../../scripts/compression';
import { createOriginCache, type OriginCacheOptions } from '../../scripts/origin-cache';
import { sharedLifetime } from '../../scripts/http-headers';
import { get } from './http-client';

const PAGE = `<!doctype html><html><body>${'<p>Book your free scan today.</p>'.repeat(300)}</body></html>`;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The production server's order (scripts/serve.ts): compression, then the cache, then "Next" (the handler). */
async function serve(handler: RequestListener, options: Partial<OriginCacheOptions> = {}) {
  let clock = 1_000_000;
  const calls = { count: 0 };
  const cache = createOriginCache({ maxAgeSeconds: 10, now: () => clock, ...options });
  const compress = createCompression();
  server = createServer((req, res) => {
    compress(req, res);
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    calls.count += 1;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, cache, calls, advance: (ms: number) => (clock += ms) };
}

/** A page the way Next sends a prerendered one. */
function page(headers: OutgoingHttpHeaders = {}, body = PAGE): RequestListener {
  return (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('ETag', '"v1"');
    res.setHeader('Cache-Control', 's-maxage=31536000');
    res.setHeader('Vary', 'rsc, next-router-state-tree');
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    res.end(body);
  };
}

describe('origin cache', () => {
  it('answers a public page again without asking the app, compressed, for at most its configured lifetime', async () => {
    const { url, calls, advance } = await serve(page());
    const first = await get(url, { 'accept-encoding': 'br' });
    const second = await get(url, { 'accept-encoding': 'br' });
    const plain = await get(url);
    expect(calls.count).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe(PAGE);
    expect(plain.body.toString()).toBe(PAGE);
    expect(second.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers.etag).toBe('W/"v1"');
    expect(second.headers.age).toBe('0');

    advance(4_000);
    expect((await get(url)).headers.age).toBe('4');
    advance(6_000);
    await get(url);
    expect(calls.count).toBe(2);
  });

  it('keeps the plain answer of a route that flushes its headers first, and compresses it afresh for each client', async () => {
    const json = JSON.stringify({ cities: Array.from({ length: 80 }, (_, i) => ({ id: i, name: `City ${i}` })) });
    const { url, calls } = await serve((_req, res) => {
      // The way Next answers from a route handler: headers flushed, then the body streamed.
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.flushHeaders();
      res.write(json.slice(0, 500));
      setImmediate(() => res.end(json.slice(500)));
    });
    const first = await get(url, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const again = await get(url, { 'accept-encoding': acceptEncoding });
      expect(again.body.toString()).toBe(json);
      expect(again.headers['content-encoding']).toBe(acceptEncoding === 'identity' ? undefined : acceptEncoding);
    }
    expect(calls.count).toBe(1);
  });

  it('keeps an answer no longer than the answer itself allows', async () => {
    const { url, calls, advance } = await serve(page({ 'Cache-Control': 'public, max-age=2' }));
    await get(url);
    advance(1_500);
    await get(url);
    expect(calls.count).toBe(1);
    advance(600);
    await get(url);
    expect(calls.count).toBe(2);
  });

  it.each<[string, OutgoingHttpHeaders]>([
    ['private', { 'Cache-Control': 'private, no-store' }],
    ['no-cache', { 'Cache-Control': 'no-cache' }],
    ['no lifetime', { 'Cache-Control': 'max-age=0' }],
    ['a Set-Cookie', { 'Set-Cookie': 'utm=1' }],
    ['Vary: Cookie', { Vary: 'Cookie' }],
    ['a page Next is regenerating', { 'x-nextjs-cache': 'STALE' }],
  ])('never keeps an answer with %s', async (_name, headers) => {
    const { url, calls } = await serve(page(headers));
    await get(url);
    await get(url);
    expect(calls.count).toBe(2);
  });

  it('keeps only complete 200s to plain GETs', async () => {
    const { url, calls } = await serve((req, res) => {
      if (req.url === '/missing') res.statusCode = 404;
      page()(req, res);
    });
    for (const path of ['/missing', '/missing']) await get(`${url}${path}`);
    expect(calls.count).toBe(2);
    await get(url, { authorization: 'Bearer x' });
    await get(url, { authorization: 'Bearer x' });
    expect(calls.count).toBe(4);
    await get(url, {}, 'POST');
    await get(url, {}, 'POST');
    expect(calls.count).toBe(6);
  });

  it('does not keep an answer that was cut off', async () => {
    const { url, calls } = await serve((_req, res) => {
      res.setHeader('Cache-Control', 's-maxage=60');
      res.setHeader('Content-Type', 'text/html');
      res.write('<p>half a page');
      // The app fails mid-body: the client sees an aborted response.
      setTimeout(() => res.destroy(), 10);
    });
    await expect(get(url)).rejects.toThrow();
    await expect(get(url)).rejects.toThrow();
    expect(calls.count).toBe(2);
  });

  it('keeps one variant per value of the headers the answer varies on', async () => {
    const { url, calls } = await serve((req, res) => page({}, req.headers.rsc ? 'flight data' : PAGE)(req, res));
    expect((await get(url)).body.toString()).toBe(PAGE);
    expect((await get(url, { rsc: '1' })).body.toString()).toBe('flight data');
    expect((await get(url, { rsc: '1' })).body.toString()).toBe('flight data');
    expect((await get(url)).body.toString()).toBe(PAGE);
    expect(calls.count).toBe(2);
  });

  it('answers a matching If-None-Match with 304, and HEAD without a body, from what it kept', async () => {
    const { url, calls, cache } = await serve(page());
    const first = await get(url, { 'accept-encoding': 'gzip' });
    const revalidation = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(revalidation.status).toBe(304);
    expect(revalidation.raw.length).toBe(0);
    expect((await get(url, { 'if-none-match': '"v0"' })).status).toBe(200);
    const head = await get(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
    expect(calls.count).toBe(1);
    expect(cache.stats.notModified).toBe(1);
  });

  it('forgets everything once a revalidation succeeds, and nothing when it fails', async () => {
    let secretOk = false;
    const { url, calls } = await serve(
      (req, res) => {
        if (req.method === 'POST') {
          res.statusCode = secretOk ? 200 : 401;
          res.end();
          return;
        }
        page()(req, res);
      },
      { clearsAfterSuccess: (req) => req.method === 'POST' && req.url === '/api/revalidate' },
    );
    await get(url);
    await get(`${url}/api/revalidate`, {}, 'POST');
    await get(url);
    expect(calls.count).toBe(2); // the page once, the refused revalidation once: the page still came from the cache
    secretOk = true;
    await get(`${url}/api/revalidate`, {}, 'POST');
    await get(url);
    expect(calls.count).toBe(4);
  });

  it('holds a bounded number of bytes, least recently used out first', async () => {
    const size = Buffer.byteLength(PAGE);
    const { url, calls, cache } = await serve(page(), { maxBytes: size * 2 + 10 });
    await get(`${url}/a`);
    await get(`${url}/b`);
    await get(`${url}/a`);
    await get(`${url}/c`);
    expect(calls.count).toBe(3);
    expect(cache.size()).toBeLessThanOrEqual(size * 2 + 10);
    await get(`${url}/a`);
    expect(calls.count).toBe(3);
    await get(`${url}/b`);
    expect(calls.count).toBe(4);
  });

  it('is off with a lifetime of 0', async () => {
    const { url, calls } = await serve(page(), { maxAgeSeconds: 0 });
    await get(url);
    await get(url);
    expect(calls.count).toBe(2);
  });
});

describe('sharedLifetime', () => {
  it.each<[OutgoingHttpHeaders, number]>([
    [{ 'cache-control': 's-maxage=31536000' }, 31536000],
    [{ 'cache-control': 'public, max-age=300, stale-while-revalidate=3600' }, 300],
    [{ 'cache-control': 'max-age=60, s-maxage=5' }, 5],
    [{ 'cache-control': 'private, max-age=60' }, 0],
    [{ 'cache-control': 'public, max-age=60', vary: 'Accept-Encoding, *' }, 0],
    [{ 'cache-control': 'public, max-age=60', vary: 'Authorization' }, 0],
    [{}, 0],
  ])('%j → %d s', (headers, seconds) => {
    expect(sharedLifetime(headers)).toBe(seconds);
  });
});
