import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createCompression, negotiate, UPGRADE_AFTER_HITS } from '../../scripts/compression';
import { get } from './http-client';

const PAGE = Buffer.from(`<!doctype html><html><body>${'<p>Clear aligners, made for you.</p>'.repeat(400)}</body></html>`);

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(handler: RequestListener, compression = createCompression()): Promise<{ url: string; compression: typeof compression }> {
  server = createServer((req, res) => {
    compression(req, res);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, compression };
}

const cachedPage: RequestListener = (_req, res) => {
  // The way Next sends a prerendered page: headers, then the whole body in one end().
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('ETag', '"page-v1"');
  res.setHeader('Cache-Control', 's-maxage=31536000');
  res.setHeader('Content-Length', PAGE.length);
  res.end(PAGE);
};

describe('negotiate', () => {
  it('prefers brotli, falls back to gzip, and honours refusals', () => {
    expect(negotiate('gzip, deflate, br')).toBe('br');
    expect(negotiate('gzip')).toBe('gzip');
    expect(negotiate('br;q=0, gzip')).toBe('gzip');
    expect(negotiate('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(negotiate('identity')).toBeNull();
    expect(negotiate('*;q=0')).toBeNull();
    expect(negotiate('*')).toBe('br');
    expect(negotiate(undefined)).toBeNull();
  });
});

describe('compression', () => {
  it('sends a cached page in brotli, compressed once and then served from the store', async () => {
    const { url, compression } = await serve(cachedPage);
    const first = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.body.equals(PAGE)).toBe(true);
    expect(Number(first.headers['content-length'])).toBe(first.raw.length);
    expect(first.raw.length).toBeLessThan(PAGE.length / 10);
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    // The compressed bytes differ from the plain ones, so the validator becomes weak.
    expect(first.headers.etag).toBe('W/"page-v1"');

    const second = await get(url, { 'accept-encoding': 'br' });
    expect(second.body.equals(PAGE)).toBe(true);
    expect(compression.store.stats.compressed).toBe(1);
    expect(compression.store.stats.hits).toBe(1);
  });

  it('replaces the fast brotli of a popular page with the best one, which still decodes to the same page', async () => {
    const { url, compression } = await serve(cachedPage);
    const fast = await get(url, { 'accept-encoding': 'br' });
    for (let i = 0; i < UPGRADE_AFTER_HITS - 1; i++) await get(url, { 'accept-encoding': 'br' });
    await compression.store.upgradeLater('nothing-stored', PAGE); // queued after any upgrade of the page
    expect(compression.store.stats.upgraded).toBe(0); // not popular yet: not worth the work
    await get(url, { 'accept-encoding': 'br' });
    await compression.store.upgradeLater('nothing-stored', PAGE);
    expect(compression.store.stats.upgraded).toBe(1);
    const best = await get(url, { 'accept-encoding': 'br' });
    expect(best.body.equals(PAGE)).toBe(true);
    expect(best.raw.length).toBeLessThanOrEqual(fast.raw.length);
  });

  it('collects a streamed body of announced length (a static file) whole, and keeps it', async () => {
    const { url, compression } = await serve((_req, res) => {
      res.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Content-Length', PAGE.length);
      res.write(PAGE.subarray(0, 4000));
      setTimeout(() => res.end(PAGE.subarray(4000)), 20);
    });
    const first = await get(url, { 'accept-encoding': 'br' });
    const second = await get(url, { 'accept-encoding': 'br' });
    expect(first.body.equals(PAGE)).toBe(true);
    expect(second.body.equals(PAGE)).toBe(true);
    expect(Number(second.headers['content-length'])).toBe(second.raw.length);
    expect(compression.store.stats).toMatchObject({ compressed: 1, hits: 1 });
  });

  it('uses gzip for a client without brotli, and sends plain bytes to one that accepts neither', async () => {
    const { url } = await serve(cachedPage);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(PAGE)).toBe(true);

    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.equals(PAGE)).toBe(true);
    expect(plain.headers.etag).toBe('"page-v1"');
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('does not keep private answers: they are compressed for their one request only', async () => {
    const { url, compression } = await serve((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'private, no-store');
      res.end(JSON.stringify({ orders: Array.from({ length: 200 }, (_, i) => ({ id: i, status: 'PAID' })) }));
    });
    const first = await get(url, { 'accept-encoding': 'br' });
    const second = await get(url, { 'accept-encoding': 'br' });
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.body.equals(first.body)).toBe(true);
    expect(JSON.parse(second.body.toString()).orders).toHaveLength(200);
    expect(compression.store.stats.hits).toBe(0);
  });

  it('streams a streamed response: the first chunk reaches the client before the last is written', async () => {
    const { url } = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.write(PAGE.subarray(0, 5000));
      setTimeout(() => res.write(PAGE.subarray(5000, 9000)), 150);
      setTimeout(() => res.end(PAGE.subarray(9000)), 450);
    });
    const answer = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.body.equals(PAGE)).toBe(true);
    // Each written chunk is flushed as it comes: the first before the second is written, the second before the end.
    expect(answer.arrivals[0]).toBeLessThan(140);
    expect(answer.arrivals.filter((ms) => ms > 140 && ms < 420).length).toBeGreaterThan(0);
  });

  it('keeps the status and headers given to writeHead', async () => {
    const { url } = await serve((_req, res) => {
      res.writeHead(404, 'Not Found', { 'Content-Type': 'text/html', 'X-Reason': 'no-such-page' });
      res.end(PAGE);
    });
    const answer = await get(url, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(404);
    expect(answer.headers['x-reason']).toBe('no-such-page');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.equals(PAGE)).toBe(true);
  });

  it('leaves alone what should not be compressed: small bodies, images, HEAD, 304 and encoded bodies', async () => {
    const png = Buffer.alloc(4000, 7);
    const { url } = await serve((req, res) => {
      if (req.url === '/small') {
        res.setHeader('Content-Type', 'application/json');
        res.end('{"ok":true}');
      } else if (req.url === '/image') {
        res.setHeader('Content-Type', 'image/png');
        res.end(png);
      } else if (req.url === '/not-modified') {
        res.statusCode = 304;
        res.end();
      } else if (req.url === '/encoded') {
        res.setHeader('Content-Type', 'text/html');
        res.setHeader('Content-Encoding', 'gzip');
        res.end(zlib.gzipSync(PAGE));
      } else {
        cachedPage(req, res);
      }
    });
    const small = await get(`${url}/small`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"ok":true}');

    const image = await get(`${url}/image`, { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.raw.equals(png)).toBe(true);

    const head = await get(url, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.raw.length).toBe(0);

    const notModified = await get(`${url}/not-modified`, { 'accept-encoding': 'br' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();

    const encoded = await get(`${url}/encoded`, { 'accept-encoding': 'br' });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.body.equals(PAGE)).toBe(true);
  });

  it('keeps the store within its size, dropping the least recently used body', async () => {
    const pages = ['a', 'b', 'c'].map((tag) => Buffer.from(`${tag}:${Array.from({ length: 3000 }, (_, i) => (i * 7919) % 1000).join(',')}`));
    const compression = createCompression({ maxStoredBytes: 1 });
    const { url } = await serve((req, res) => {
      const index = Number(req.url?.slice(1));
      res.setHeader('Content-Type', 'text/plain');
      res.setHeader('ETag', `"p${index}"`);
      res.end(pages[index]);
    }, compression);
    for (const index of [0, 1, 2]) expect((await get(`${url}/${index}`, { 'accept-encoding': 'gzip' })).body.equals(pages[index]!)).toBe(true);
    // Nothing fits in one byte: every answer is compressed afresh, and still correct.
    expect((await get(`${url}/0`, { 'accept-encoding': 'gzip' })).body.equals(pages[0]!)).toBe(true);
    expect(compression.store.stats.hits).toBe(0);
  });
});
