import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { createRequire } from 'node:module';
import { config, proxy } from '../../proxy';

// Next's own compiler of proxy matchers (what `next build` writes to the middleware manifest).
const { getMiddlewareMatchers } = createRequire(import.meta.url)('next/dist/build/analysis/get-page-static-info.js') as {
  getMiddlewareMatchers: (matchers: unknown, nextConfig: object) => Array<{ regexp: string }>;
};
const call = (path: string) => proxy(new NextRequest(new URL(path, 'http://localhost:3000')));
const rewriteOf = (res: Response) => {
  const rewrite = res.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : null;
};

/**
 * Finding 7: a path with a malformed %-escape used to be Next's plain-text 500 (its router decodes a path more than
 * once, so even /hi/%25 failed). Pages now render the branded 404 of their language; the API answers a JSON 400.
 * Checked here on the proxy and its matcher; on a built server by hand (curl /%ff, /hi/%, /api/v1/orders/%ff).
 */
describe('malformed %-escapes', () => {
  it.each([
    ['/%ff', '/en-IN/_malformed-url'],
    ['/%', '/en-IN/_malformed-url'],
    ['/hi/%', '/hi-IN/_malformed-url'],
    ['/uae-ar/toothsi/%E0%A4', '/ar-AE/_malformed-url'],
    ['/my-account/%ff', '/en-IN/_malformed-url'],
  ])('%s renders the branded 404 (%s, no percent sign left to decode)', (path, target) => {
    const res = call(path);
    expect(res.status).toBe(200);
    expect(rewriteOf(res)).toBe(target);
  });

  it.each(['/api/v1/orders/%ff', '/api/%', '/sandbox-pay/%E0%A4', '/dev/outbox%'])('%s is a 400, JSON for the API', async (path) => {
    const res = call(path);
    expect(res.status).toBe(400);
    if (path.startsWith('/api/')) expect(await res.json()).toMatchObject({ error: { code: 'BAD_REQUEST', status: 400 } });
  });

  it('lets well-formed API paths through untouched', () => {
    const res = call('/api/v1/skinnsi/services/laser-hair-reduction/full%20body');
    expect(res.headers.get('x-middleware-next')).toBe('1');
  });

  it("runs on API paths only when they hold a '%' (the proxy would make Next buffer every API body)", () => {
    const matchers = getMiddlewareMatchers(config.matcher, {}).map((m) => new RegExp(m.regexp));
    const runs = (path: string) => matchers.some((re) => re.test(path));
    for (const path of ['/%ff', '/hi/%', '/api/v1/orders/%ff', '/api/%', '/sandbox-pay/%ff', '/toothsi']) expect(runs(path), path).toBe(true);
    for (const path of ['/api/v1/orders', '/api/v1/doctor-partners', '/sandbox-pay/abc', '/_next/static/chunk.js']) expect(runs(path), path).toBe(false);
  });
});
