import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { createRequire } from 'node:module';
import { config, proxy } from '@/proxy';

// Next's own compiler of proxy matchers (what `next build` writes to the middleware manifest).
const { getMiddlewareMatchers } = createRequire(import.meta.url)(
  'next/dist/build/analysis/get-page-static-info.js',
) as {
  getMiddlewareMatchers: (matchers: unknown, nextConfig: object) => Array<{ regexp: string }>;
};
const call = (path: string) => proxy(new NextRequest(new URL(path, 'http://localhost:3000')));
const locationOf = (res: Response) => {
  const location = res.headers.get('location');
  return location ? new URL(location).pathname : null;
};

/**
 * Finding 7: a path with a malformed %-escape used to be Next's plain-text 500 (its router decodes a path's
 * parameters more than once, even after a rewrite, so /hi/%25 failed too). Pages are sent to the branded 404 of their
 * language; the API answers a JSON 400. Checked here on the proxy and its matcher; on a running server by hand
 * (curl /%ff, /hi/%, /api/v1/orders/%ff: 307 to the 404 page, 404 branded, 400 JSON).
 */
describe('malformed %-escapes', () => {
  it.each([
    ['/%ff', '/page-not-found'],
    ['/%', '/page-not-found'],
    ['/hi/%', '/hi/page-not-found'],
    ['/uae-ar/toothsi/%E0%A4', '/uae-ar/page-not-found'],
    ['/my-account/%ff', '/page-not-found'],
  ])('%s goes to the branded 404 of its language (%s), never cached', (path, target) => {
    const res = call(path);
    expect(res.status).toBe(307);
    expect(locationOf(res)).toBe(target);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('the 404 page it goes to is an unknown path of the catch-all (rendered as the localized not-found)', () => {
    const res = call('/hi/page-not-found');
    expect(new URL(res.headers.get('x-middleware-rewrite') ?? 'http://x/').pathname).toBe('/hi-IN/page-not-found');
  });

  it.each(['/api/v1/orders/%ff', '/api/%', '/sandbox-pay/%E0%A4', '/dev/outbox%'])(
    '%s is a 400, JSON for the API',
    async (path) => {
      const res = call(path);
      expect(res.status).toBe(400);
      if (path.startsWith('/api/'))
        expect(await res.json()).toMatchObject({ error: { code: 'BAD_REQUEST', status: 400 } });
    },
  );

  it('lets well-formed API paths through untouched', () => {
    const res = call('/api/v1/skinnsi/services/laser-hair-reduction/full%20body');
    expect(res.headers.get('x-middleware-next')).toBe('1');
  });

  it("runs on API paths only when they hold a '%' (the proxy would make Next buffer every API body)", () => {
    const matchers = getMiddlewareMatchers(config.matcher, {}).map((m) => new RegExp(m.regexp));
    const runs = (path: string) => matchers.some((re) => re.test(path));
    for (const path of ['/%ff', '/hi/%', '/api/v1/orders/%ff', '/api/%', '/sandbox-pay/%ff', '/toothsi'])
      expect(runs(path), path).toBe(true);
    for (const path of ['/api/v1/orders', '/api/v1/doctor-partners', '/sandbox-pay/abc', '/_next/static/chunk.js'])
      expect(runs(path), path).toBe(false);
  });
});
