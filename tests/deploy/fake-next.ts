// A stand-in for `next start` that answers with the headers Next 16 sends, so the nginx test runs without a build.
// Several instances share one state, as real instances share their cache through the Redis cache handler.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** What Next's base server puts on every app page (plus Accept-Encoding from its compression). */
export const NEXT_VARY =
  'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';
export const SECRET = 'test-revalidate-secret';
const STATIC_PAGES = ['/', '/toothsi/pricing'];

export interface Seen {
  instance: number;
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

export class FakeNextApp {
  /** Content version: the webhook moves it on. */
  version = 1;
  /** Pages Next would answer once with their stale copy after `revalidateTag(tag, 'max')`. */
  private stale = new Set<string>();
  renders = new Map<string, number>();
  seen: Seen[] = [];
  connections = [0, 0];
  private servers: Server[] = [];

  async start(instances: number): Promise<string[]> {
    const addresses: string[] = [];
    for (let i = 0; i < instances; i++) {
      const server = createServer((req, res) => this.handle(i, req, res));
      server.on('connection', () => (this.connections[i] = (this.connections[i] ?? 0) + 1));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      if (!address || typeof address !== 'object') throw new Error('no address');
      addresses.push(`127.0.0.1:${address.port}`);
      this.servers.push(server);
    }
    return addresses;
  }

  async stop(): Promise<void> {
    for (const server of this.servers) {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  }

  hits(url: string): number {
    return this.seen.filter((s) => s.url === url && s.method !== 'POST').length;
  }

  private render(key: string): number {
    const n = (this.renders.get(key) ?? 0) + 1;
    this.renders.set(key, n);
    return n;
  }

  private handle(instance: number, req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      this.seen.push({ instance, method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      this.route(req, res, Buffer.concat(chunks));
    });
  }

  private route(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://app');
    const rsc = req.headers.rsc === '1';
    const padding = 'Clear aligners, made for your smile. '.repeat(200);

    if (req.method === 'POST' && url.pathname === '/api/revalidate') {
      if (req.headers.authorization !== `Bearer ${SECRET}`) return json(res, 401, { error: { code: 'UNAUTHORIZED' } });
      const { tags } = JSON.parse(body.toString() || '{}') as { tags?: string[] };
      this.version += 1;
      for (const page of STATIC_PAGES) for (const flight of ['html', 'rsc']) this.stale.add(`${page}|${flight}`);
      return json(res, 200, { revalidated: tags ?? [] });
    }
    if (req.method === 'POST')
      return json(res, url.pathname === '/api/v1/careers/apply' ? 201 : 200, { received: body.length }, 'no-store');

    if (url.pathname === '/echo') return json(res, 200, { headers: req.headers }, 'private, no-store');

    if (STATIC_PAGES.includes(url.pathname)) {
      // A prerendered page: s-maxage of a year (no `revalidate`), revalidated by tag through the webhook.
      const key = `${url.pathname}|${rsc ? 'rsc' : 'html'}`;
      const wasStale = this.stale.delete(key);
      const version = wasStale ? this.version - 1 : this.version;
      const etag = `"${key}-v${version}"`;
      const headers = {
        'Cache-Control': 's-maxage=31536000',
        Vary: NEXT_VARY,
        ETag: etag,
        'X-Nextjs-Cache': wasStale ? 'STALE' : 'HIT',
        'X-Nextjs-Prerender': '1',
      };
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304, headers).end();
      const n = this.render(key);
      if (rsc)
        return send(
          req,
          res,
          200,
          { ...headers, 'Content-Type': 'text/x-component' },
          `0:{"page":"${url.pathname}","v":${version},"render":${n}}\n1:"${padding}"\n`,
        );
      return send(
        req,
        res,
        200,
        { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
        `<!DOCTYPE html><html><body><h1>v${version} render ${n}</h1><p>${padding}</p></body></html>`,
      );
    }

    if (url.pathname === '/toothsi/products') {
      // An ISR page (`revalidate = 1` here, 300 in the app): Next adds stale-while-revalidate up to its expireTime.
      const n = this.render(url.pathname);
      return send(
        req,
        res,
        200,
        {
          'Cache-Control': 's-maxage=1, stale-while-revalidate=31535999',
          Vary: NEXT_VARY,
          'Content-Type': 'text/html; charset=utf-8',
        },
        `<html><body>render ${n} ${padding}</body></html>`,
      );
    }
    if (url.pathname === '/etag-page') {
      const etag = '"same"';
      const headers = { 'Cache-Control': 's-maxage=1', ETag: etag, 'Content-Type': 'text/html; charset=utf-8' };
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304, headers).end();
      return send(req, res, 200, headers, `<html><body>render ${this.render(url.pathname)}</body></html>`);
    }

    if (url.pathname.startsWith('/my-account/')) {
      // Account pages: the proxy marks them `private, no-store`; the content is the customer's own.
      const who = /(?:^|;\s*)sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? 'nobody';
      return send(
        req,
        res,
        200,
        { 'Cache-Control': 'private, no-store', Vary: NEXT_VARY, 'Content-Type': 'text/html; charset=utf-8' },
        `<html><body>orders of ${who} render ${this.render(url.pathname)}</body></html>`,
      );
    }

    // Answers no shared cache may keep, whatever else they say.
    const refused: Record<string, Record<string, string>> = {
      '/refused/private': { 'Cache-Control': 'private, max-age=600' },
      '/refused/no-store': { 'Cache-Control': 'no-store' },
      '/refused/no-cache': { 'Cache-Control': 'no-cache, s-maxage=600' },
      '/refused/next-dynamic': { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
      '/refused/set-cookie': { 'Cache-Control': 's-maxage=600', 'Set-Cookie': 'attribution=utm; Path=/' },
      '/refused/no-lifetime': {},
      '/refused/vary-star': { 'Cache-Control': 's-maxage=600', Vary: '*' },
    };
    if (refused[url.pathname])
      return send(
        req,
        res,
        200,
        { ...refused[url.pathname], 'Content-Type': 'text/html' },
        `render ${this.render(url.pathname)}`,
      );

    if (url.pathname.startsWith('/_next/static/')) {
      return send(
        req,
        res,
        200,
        {
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Content-Type': 'application/javascript; charset=UTF-8',
        },
        `/* render ${this.render(url.pathname)} */ ${'console.log("toothsi");'.repeat(100)}`,
      );
    }
    return send(
      req,
      res,
      404,
      { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate', 'Content-Type': 'text/html' },
      'not found',
    );
  }
}

/** Like Next with `compress: true`: gzip when the request accepts it (nginx must never let it, see the test). */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string,
): void {
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip' }).end(gzipSync(body));
    return;
  }
  res.writeHead(status, headers).end(body);
}

function json(res: ServerResponse, status: number, value: unknown, cacheControl = 'no-store'): void {
  res
    .writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': cacheControl })
    .end(JSON.stringify(value));
}
