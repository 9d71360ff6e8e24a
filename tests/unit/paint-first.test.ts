import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createCompression } from '../../scripts/compression';
import { createOriginCache } from '../../scripts/origin-cache';
import { LOADER, PaintFirstRewriter, paintFirst } from '../../scripts/paint-first';
import { get } from './http-client';
import { PAINT_FIRST_HEADER } from '../../lib/paint-first';

/** A page shaped as Next 16 writes one: chunk scripts in the head, the bootstrap after the body, RSC data inline. */
const HEAD =
  '<!DOCTYPE html><html lang="hi-IN"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-two.js" async=""></script>' +
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script></head>';
const BODY =
  '<body><main><h1>मुफ़्त 3D स्कैन बुक करें</h1><p>Book your free scan.</p></main>' +
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":[]})</script>' +
  '<script src="/_next/static/chunks/boot.js" async=""></script>' +
  '<script>self.__next_f.push([1,"\\u003cscript src=\\"/_next/static/chunks/x.js\\" async=\\"\\"\\u003e"])</script>' +
  '</body></html>';
const PAGE = HEAD + BODY;

const SCRIPTS = ['/_next/static/chunks/one.js', '/_next/static/chunks/turbopack-two.js', '/_next/static/chunks/boot.js'];
const markers = (html: string) => [...html.matchAll(/<script type="text\/plain" data-after-paint="([^"]+)"><\/script>/g)].map((m) => m[1]);

function rewriteWhole(html: string): string {
  const rewriter = new PaintFirstRewriter();
  return Buffer.concat([rewriter.push(Buffer.from(html)), rewriter.end()]).toString();
}

describe('the paint-first rewrite of a page', () => {
  it('turns every script the page loads into an inert marker, in order, with the loader first in the head', () => {
    const html = rewriteWhole(PAGE);
    expect(markers(html)).toEqual(SCRIPTS);
    // No tag is left that the browser would fetch before the paint.
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    // First in the head, after the charset declaration, which must stay within the first 1024 bytes.
    expect(html.startsWith(`<!DOCTYPE html><html lang="hi-IN"><head><meta charSet="utf-8"/>${LOADER}<link`)).toBe(true);
    expect(html.split(LOADER)).toHaveLength(2);
    // What is not such a tag stays as it was: the legacy no-module script, inline scripts, the RSC data and the text.
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(html).toContain('<script id="_R_">(globalThis.TURBOPACK');
    expect(html).toContain('\\u003cscript src=\\"/_next/static/chunks/x.js\\" async=\\"\\"\\u003e');
    expect(html).toContain('<h1>मुफ़्त 3D स्कैन बुक करें</h1>');
    expect(html.replace(LOADER, '').replace(/<script type="text\/plain" data-after-paint="([^"]+)"><\/script>/g, '<script src="$1" async=""></script>')).toBe(PAGE);
  });

  it('gives the same page however the body is cut into pieces, even inside a tag or a multi-byte letter', () => {
    const whole = rewriteWhole(PAGE);
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut++) {
      const rewriter = new PaintFirstRewriter();
      const out = Buffer.concat([rewriter.push(bytes.subarray(0, cut)), rewriter.push(bytes.subarray(cut)), rewriter.end()]);
      expect(out.toString(), `cut at byte ${cut}`).toBe(whole);
    }
    const rewriter = new PaintFirstRewriter();
    const byteByByte = [...bytes].map((byte) => rewriter.push(Buffer.from([byte])));
    expect(Buffer.concat([...byteByByte, rewriter.end()]).toString()).toBe(whole);
  });

  it('holds back only the start of a tag that may still be completed, never a whole page', () => {
    const rewriter = new PaintFirstRewriter();
    const sent = rewriter.push(Buffer.from(`${HEAD}<body><p>Hello</p><script src="/_next/static/chunks/boot.js" as`)).toString();
    expect(sent.endsWith('<p>Hello</p>')).toBe(true);
    const unrelated = new PaintFirstRewriter();
    // An opening `<script src="` that is not one of Next's tags is let go once it is clearly too long to be one.
    const long = `<head><script src="/x.js">${'var a = 1;'.repeat(200)}`;
    // (The loader goes in right after <head>, where there is no charset declaration.)
    expect(unrelated.push(Buffer.from(long)).length).toBe(long.length + LOADER.length);
  });
});

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The production server's order (scripts/serve.ts): compression, the origin cache, the rewrite, then "Next". */
async function serve(handler: RequestListener) {
  const compress = createCompression();
  const cache = createOriginCache({ maxAgeSeconds: 10 });
  let calls = 0;
  server = createServer((req, res) => {
    compress(req, res);
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    paintFirst(req, res);
    calls += 1;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls: () => calls };
}

const prerendered: RequestListener = (_req, res) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('ETag', '"page-1"');
  res.setHeader('Cache-Control', 's-maxage=31536000');
  res.setHeader('Content-Length', Buffer.byteLength(PAGE));
  res.end(PAGE);
};

describe('the paint-first layer of the production server', () => {
  it('serves a prerendered page rewritten, with its true length, compressed or not, and from the origin cache', async () => {
    const { url, calls } = await serve(prerendered);
    const plain = await get(url);
    expect(plain.status).toBe(200);
    expect(markers(plain.body.toString())).toEqual(SCRIPTS);
    expect(Number(plain.headers['content-length'])).toBe(plain.raw.length);
    const compressed = await get(url, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body.toString()).toBe(plain.body.toString());
    // Kept rewritten: the cached copy is not rewritten a second time.
    expect(calls()).toBe(1);
    expect(compressed.body.toString().split(LOADER)).toHaveLength(2);
  });

  it('rewrites a streamed page as it streams', async () => {
    const pieces = [HEAD.slice(0, 200), HEAD.slice(200) + BODY.slice(0, 90), BODY.slice(90)];
    const { url } = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 's-maxage=60');
      let next = 0;
      const send = () => {
        const piece = pieces[next++] as string;
        if (next === pieces.length) res.end(piece);
        else {
          res.write(piece);
          setTimeout(send, 30);
        }
      };
      send();
    });
    const answer = await get(url, { 'accept-encoding': 'gzip' });
    expect(answer.arrivals.length).toBeGreaterThan(1);
    expect(answer.body.toString()).toBe(rewriteWhole(PAGE));
  });

  it('leaves a page no shared cache may keep (an account page) as it is: its content needs the scripts at once', async () => {
    for (const cacheControl of ['private, no-store', 'private, no-cache, no-store, max-age=0, must-revalidate']) {
      const { url } = await serve((_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', cacheControl);
        res.end(PAGE);
      });
      expect((await get(url)).body.toString(), cacheControl).toBe(PAGE);
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });

  it('rewrites a private page the proxy marks as painting without its scripts, keeps it out of the cache and drops the mark', async () => {
    const { url, calls } = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader(PAINT_FIRST_HEADER, '1');
      res.end(PAGE);
    });
    for (const encoding of ['identity', 'gzip']) {
      const answer = await get(url, { 'accept-encoding': encoding });
      expect(answer.body.toString()).toBe(rewriteWhole(PAGE));
      expect(answer.headers[PAINT_FIRST_HEADER]).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    expect(calls()).toBe(2);
  });

  it('rewrites a marked page rendered per request, which sends its headers before it streams its body', async () => {
    const { url } = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.setHeader(PAINT_FIRST_HEADER, '1');
      // As Next's pipe-readable does for a dynamic page: headers out, then the body in chunks.
      res.flushHeaders();
      res.write(HEAD);
      setTimeout(() => res.end(BODY), 20);
    });
    for (const encoding of ['identity', 'gzip']) {
      const answer = await get(url, { 'accept-encoding': encoding });
      expect(answer.body.toString()).toBe(rewriteWhole(PAGE));
      expect(answer.headers[PAINT_FIRST_HEADER]).toBeUndefined();
    }
  });

  it('drops the mark from an answer without a body too', async () => {
    const { url } = await serve((_req, res) => {
      res.statusCode = 304;
      res.setHeader(PAINT_FIRST_HEADER, '1');
      res.end();
    });
    const answer = await get(url);
    expect(answer.status).toBe(304);
    expect(answer.headers[PAINT_FIRST_HEADER]).toBeUndefined();
  });

  it('leaves scripts, data and other answers exactly as the app wrote them', async () => {
    const script = 'document.write(\'<script src="/_next/static/chunks/one.js" async=""></script>\')';
    const { url } = await serve((req, res) => {
      const json = req.url === '/data';
      res.setHeader('Content-Type', json ? 'application/json' : 'application/javascript');
      res.end(json ? JSON.stringify({ html: PAGE }) : script);
    });
    expect((await get(`${url}/script.js`)).body.toString()).toBe(script);
    expect(JSON.parse((await get(`${url}/data`)).body.toString())).toEqual({ html: PAGE });
  });
});
