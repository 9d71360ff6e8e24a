// deploy/nginx in a real nginx (Debian's): what it caches, what it never does, compression, purge, body limits.
// Against a stand-in for Next (tests/deploy/fake-next.ts) always; against the real app too when
// NGINX_TEST_UPSTREAM=http://127.0.0.1:PORT names a running `next start` (the e2e server's secret by default).
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { FakeNextApp, NEXT_VARY, SECRET } from './fake-next';
import { ensureNginx, send, sleep, startNginx, type Reply, type RunningNginx } from './nginx-harness';

const setup = ensureNginx();
if (!setup.ok) console.warn(`\n!! nginx tests SKIPPED: ${setup.reason}\n`);
const skipReason = setup.ok ? '' : ` (SKIPPED: ${setup.reason})`;

const br = { 'Accept-Encoding': 'br' };
const gzip = { 'Accept-Encoding': 'gzip' };
const kib = (n: number) => Buffer.alloc(n * 1024, 'a');

describe.skipIf(!setup.ok)(`nginx in front of two Next instances (stand-in)${skipReason}`, () => {
  const app = new FakeNextApp();
  let nginx: RunningNginx;
  const get = (path: string, headers: Record<string, string> = br) => send(nginx.port, path, { headers });
  const post = (path: string, body: Buffer | string, headers: Record<string, string> = {}) =>
    send(nginx.port, path, { method: 'POST', body, headers });

  beforeAll(async () => {
    nginx = await startNginx(await app.start(2));
  });
  afterAll(async () => {
    await nginx?.stop();
    await app.stop();
  });
  const showLogOnFailure = () => onTestFailed(() => console.log(nginx.log()));

  it('keeps a public page: a MISS, then a HIT that never reaches the app, cookie or not', async () => {
    showLogOnFailure();
    const first = await get('/toothsi/pricing');
    expect([first.status, first.cache, first.headers['content-type']]).toEqual([
      200,
      'MISS',
      'text/html; charset=utf-8',
    ]);
    const second = await get('/toothsi/pricing', { ...br, Cookie: 'sid=alice; attribution=x' });
    expect(second.cache).toBe('HIT');
    expect(second.text === first.text).toBe(true);
    expect(app.hits('/toothsi/pricing')).toBe(1);
    // Next's Vary reaches the browser, whose own cache needs it too.
    expect(String(second.headers.vary)).toContain('rsc, next-router-state-tree');
  });

  it('never gives the HTML to an RSC request nor the RSC payload to a page load', async () => {
    showLogOnFailure();
    expect((await get('/')).cache).toBe('MISS');
    const flight = await get('/', { ...br, RSC: '1' });
    expect(flight.cache).toBe('MISS');
    expect(flight.headers['content-type']).toBe('text/x-component');
    expect(flight.text).not.toContain('<html');
    expect((await get('/', { ...br, RSC: '1' })).headers['content-type']).toBe('text/x-component');
    const prefetch = await get('/', { ...br, RSC: '1', 'Next-Router-Prefetch': '1' });
    expect(prefetch.cache).toBe('MISS'); // its own variant
    const page = await get('/');
    expect([page.cache, page.headers['content-type']]).toEqual(['HIT', 'text/html; charset=utf-8']);
    expect(page.text).toContain('<html');
  });

  it('never keeps a personal page, nor any answer Cache-Control or Set-Cookie keeps from shared caches', async () => {
    showLogOnFailure();
    const replies: Reply[] = [];
    for (const who of ['alice', 'alice', 'alice', 'bob'])
      replies.push(await get('/my-account/orders', { ...br, Cookie: `sid=${who}` }));
    expect(replies.map((r) => r.cache)).toEqual(['MISS', 'MISS', 'MISS', 'MISS']);
    expect(replies[3]!.text).toContain('orders of bob');
    expect(app.hits('/my-account/orders')).toBe(4);
    for (const path of [
      '/refused/private',
      '/refused/no-store',
      '/refused/no-cache',
      '/refused/next-dynamic',
      '/refused/set-cookie',
      '/refused/no-lifetime',
      '/refused/vary-star',
    ]) {
      for (let i = 0; i < 3; i++) expect(`${path} ${(await get(path)).cache}`).toBe(`${path} MISS`);
      expect(app.hits(path)).toBe(3);
    }
    // The answer to a request with credentials is not kept either.
    await get('/toothsi/pricing?auth', { ...br, Authorization: 'Bearer x' });
    expect((await get('/toothsi/pricing?auth', { ...br, Authorization: 'Bearer x' })).cache).toBe('BYPASS');
  });

  it('spreads requests over every upstream, on kept-alive connections, with the forwarded headers', async () => {
    showLogOnFailure();
    const before = app.connections.reduce((a, b) => a + b, 0);
    const from = app.seen.length;
    for (let i = 0; i < 10; i++) await get('/echo', { Host: 'www.toothsi.test' });
    const seen = app.seen.slice(from);
    expect(new Set(seen.map((s) => s.instance))).toEqual(new Set([0, 1]));
    expect(app.connections.reduce((a, b) => a + b, 0) - before).toBeLessThanOrEqual(2);
    const { headers } = seen[0]!;
    expect([
      headers.host,
      headers['x-forwarded-for'],
      headers['x-forwarded-proto'],
      headers['x-forwarded-host'],
    ]).toEqual(['www.toothsi.test', '127.0.0.1', 'http', 'www.toothsi.test']);
  });

  it('compresses with brotli or gzip as asked, from identity bodies (the app is never asked to compress)', async () => {
    showLogOnFailure();
    for (const [path, extra] of [
      ['/toothsi/pricing', {}],
      ['/', { RSC: '1' }],
      ['/_next/static/chunks/main-abc.js', {}],
    ] as const) {
      const brotli = await get(path, { ...br, ...extra });
      const gzipped = await get(path, { ...gzip, ...extra });
      const plain = await get(path, { ...extra });
      expect([
        path,
        brotli.headers['content-encoding'],
        gzipped.headers['content-encoding'],
        plain.headers['content-encoding'],
      ]).toEqual([path, 'br', 'gzip', undefined]);
      // Each Accept-Encoding is its own cache variant (Next sends Vary: Accept-Encoding), hence its own render.
      const page = (reply: Reply) => reply.text.replace(/render\W+\d+/, '');
      expect([page(brotli) === page(plain), page(gzipped) === page(plain)]).toEqual([true, true]);
      expect(brotli.raw.length).toBeLessThan(plain.raw.length / 4);
    }
    expect(app.seen.filter((s) => s.headers['accept-encoding'])).toEqual([]);
  });

  it('keeps Next static files a year, as their immutable Cache-Control says', async () => {
    showLogOnFailure();
    await get('/_next/static/chunks/app-1.js');
    const again = await get('/_next/static/chunks/app-1.js');
    expect(again.cache).toBe('HIT');
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('shows revalidation: a stale page is served while nginx fetches the new one (stale-while-revalidate)', async () => {
    showLogOnFailure();
    const first = await get('/toothsi/products');
    expect([first.cache, (await get('/toothsi/products')).cache]).toEqual(['MISS', 'HIT']);
    expect(first.text).toContain('render 1 ');
    await sleep(2100); // past s-maxage=1 (nginx counts in whole seconds)
    const stale = await get('/toothsi/products');
    expect(['STALE', 'UPDATING']).toContain(stale.cache);
    expect(stale.text).toContain('render 1 ');
    let fresh = stale;
    for (let i = 0; i < 40 && !(fresh.cache === 'HIT' && fresh.text.includes('render 2 ')); i++)
      fresh = (await sleep(50), await get('/toothsi/products'));
    expect([fresh.cache, fresh.text.includes('render 2 ')]).toEqual(['HIT', true]);
  });

  it('revalidates an expired page with its ETag: a 304 from the app, no new render', async () => {
    showLogOnFailure();
    expect((await get('/etag-page')).cache).toBe('MISS');
    await sleep(2100);
    // `updating`: the request that finds it expired is answered from the cache while nginx asks the app.
    expect((await get('/etag-page')).cache).toBe('STALE');
    let again: Reply;
    for (let i = 0; (again = await get('/etag-page')).cache !== 'HIT' && i < 40; i++) await sleep(50);
    expect([again.cache, again.text]).toEqual(['HIT', '<html><body>render 1</body></html>']);
    expect(app.seen.filter((s) => s.url === '/etag-page').map((s) => s.headers['if-none-match'])).toEqual([
      undefined,
      '"same"',
    ]);
  });

  it('drops its pages on the CMS webhook, only when the app accepts the secret, and keeps no stale copy after', async () => {
    showLogOnFailure();
    await get('/toothsi/pricing');
    expect((await get('/toothsi/pricing')).text).toContain('<h1>v1 ');
    await get('/_next/static/chunks/app-2.js');

    const body = JSON.stringify({ tags: ['content:ub-header:en'] });
    const refused = await post('/api/revalidate', body, {
      Authorization: 'Bearer wrong',
      'Content-Type': 'application/json',
    });
    expect([refused.status, refused.headers['x-cache-purged']]).toEqual([401, undefined]);
    expect((await get('/toothsi/pricing')).cache).toBe('HIT');

    const accepted = await post('/api/revalidate', body, {
      Authorization: `Bearer ${SECRET}`,
      'Content-Type': 'application/json',
    });
    expect([accepted.status, accepted.headers['x-cache-purged'], JSON.parse(accepted.text)]).toEqual([
      200,
      'all',
      { revalidated: ['content:ub-header:en'] },
    ]);
    // Next answers the first request after `revalidateTag(tag, 'max')` with its stale copy: passed on, never kept.
    const staleFromNext = await get('/toothsi/pricing');
    expect([
      staleFromNext.cache,
      staleFromNext.headers['x-nextjs-cache'],
      staleFromNext.text.includes('<h1>v1 '),
    ]).toEqual(['MISS', 'STALE', true]);
    const renewed = await get('/toothsi/pricing');
    expect([renewed.cache, renewed.text.includes('<h1>v2 ')]).toEqual(['MISS', true]);
    expect((await get('/toothsi/pricing')).cache).toBe('HIT');
    // Content-hashed files outlive a purge.
    expect((await get('/_next/static/chunks/app-2.js')).cache).toBe('HIT');
  });

  it('purges on POST /_nginx/purge from this machine', async () => {
    showLogOnFailure();
    await get('/toothsi/pricing');
    expect((await get('/toothsi/pricing')).cache).toBe('HIT');
    expect((await send(nginx.port, '/_nginx/purge')).status).toBe(405);
    expect((await post('/_nginx/purge', '')).status).toBe(200);
    expect((await get('/toothsi/pricing')).cache).toBe('MISS');
  });

  it('refuses oversized bodies itself (413), with room for a 5 MB CV on the careers upload', async () => {
    showLogOnFailure();
    const from = app.seen.length;
    expect((await post('/api/v1/orders', kib(2048))).status).toBe(413);
    expect((await post('/api/revalidate', kib(100))).status).toBe(413);
    expect((await post('/api/v1/careers/apply', kib(5184 + 1))).status).toBe(413);
    expect(app.seen.length).toBe(from);
    expect((await post('/api/v1/orders', kib(512))).status).toBe(200);
    const cv = await post('/api/v1/careers/apply', kib(5120 + 60));
    expect([cv.status, JSON.parse(cv.text)]).toEqual([201, { received: (5120 + 60) * 1024 }]);
  });

  it('uses the Vary header the stand-in sends, as Next 16 does', () => {
    expect(NEXT_VARY.length).toBeLessThanOrEqual(128); // nginx does not cache a longer Vary at all
  });
});

// The same promises, against the real app (`next start`, its embedded database): NGINX_TEST_UPSTREAM set by npm test.
const upstream = process.env.NGINX_TEST_UPSTREAM;
describe.runIf(setup.ok && upstream)(
  `nginx in front of the real app (${upstream ?? 'NGINX_TEST_UPSTREAM unset'})`,
  () => {
    const secret = process.env.NGINX_TEST_REVALIDATE_SECRET ?? 'e2e-revalidate-secret-0123456789';
    let nginx: RunningNginx;
    const get = (path: string, headers: Record<string, string> = br) => send(nginx.port, path, { headers });

    beforeAll(async () => {
      nginx = await startNginx([new URL(upstream!).host]);
    });
    afterAll(async () => {
      await nginx?.stop();
    });
    const showLogOnFailure = () => onTestFailed(() => console.log(nginx.log()));
    // After an earlier revalidation Next answers once with its stale copy, which nginx rightly does not keep.
    const warm = async (path: string, headers: Record<string, string> = br) => {
      let reply = await get(path, headers);
      for (let i = 0; i < 3 && reply.headers['x-nextjs-cache'] === 'STALE'; i++) reply = await get(path, headers);
      return reply;
    };

    it('keeps public pages, in brotli and gzip', async () => {
      showLogOnFailure();
      for (const path of ['/', '/toothsi/pricing']) {
        const first = await warm(path);
        expect([path, first.status, first.headers['content-encoding']]).toEqual([path, 200, 'br']);
        expect(first.headers['cache-control']).toMatch(/s-maxage=/);
        const second = await get(path, { ...br, Cookie: 'sid=someone' });
        expect([path, second.cache, second.text === first.text]).toEqual([path, 'HIT', true]);
        const gzipped = await get(path, gzip);
        expect([gzipped.headers['content-encoding'], gzipped.text.startsWith('<!DOCTYPE html>')]).toEqual([
          'gzip',
          true,
        ]);
      }
    });

    it('never serves the cached HTML to an RSC request', async () => {
      showLogOnFailure();
      await warm('/toothsi/pricing');
      const flight = await get('/toothsi/pricing', { ...br, RSC: '1' });
      expect(flight.cache).not.toBe('HIT');
      expect(String(flight.headers['content-type'])).not.toContain('text/html');
      expect(flight.text).not.toContain('<html');
      const page = await get('/toothsi/pricing');
      expect([page.cache, String(page.headers['content-type'])]).toEqual(['HIT', 'text/html; charset=utf-8']);
    });

    it('never keeps a personal page', async () => {
      showLogOnFailure();
      for (let i = 0; i < 3; i++) {
        const reply = await get('/my-account/orders', { ...br, Cookie: 'sid=not-a-session' });
        expect(reply.cache).not.toBe('HIT');
        expect(reply.headers['cache-control']).toContain('private');
      }
    });

    it('drops its pages on the CMS webhook', async () => {
      showLogOnFailure();
      await warm('/toothsi/pricing');
      expect((await get('/toothsi/pricing')).cache).toBe('HIT');
      const reply = await send(nginx.port, '/api/revalidate', {
        method: 'POST',
        body: JSON.stringify({ tags: ['content:ub-header:en'] }),
        headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      });
      expect([reply.status, reply.headers['x-cache-purged']]).toEqual([200, 'all']);
      expect((await get('/toothsi/pricing')).cache).not.toBe('HIT');
    });

    it('refuses an oversized body itself', async () => {
      expect((await send(nginx.port, '/api/v1/orders', { method: 'POST', body: kib(2048) })).status).toBe(413);
    });

    it('answers TRACE and other methods the app has no use for with a 405, before the app (which would 500)', async () => {
      for (const path of ['/', '/toothsi', '/api/health', '/images/heroes/home.svg', '/sandbox-pay/x'])
        for (const method of ['TRACE', 'TRACK']) {
          const reply = await send(nginx.port, path, { method });
          expect([method, path, reply.status]).toEqual([method, path, 405]);
        }
      // Methods the app does answer still reach it.
      expect((await send(nginx.port, '/api/health', { method: 'GET' })).status).toBe(200);
      expect((await send(nginx.port, '/toothsi', { method: 'DELETE' })).status).toBe(405);
    });
  },
);
