import { request as httpRequest } from 'node:http';
import { expect, hydrated, test } from './test';
import { signIn, uniquePhone } from './helpers';

/**
 * What an outside probe of the production build found (issue 27, items 3 and 4): malformed requests were 500s, and
 * HSTS was missing on the answers proxy.ts never sees. Requests are sent exactly as written (no URL normalisation).
 */
function raw(
  base: URL,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: base.hostname, port: base.port, path, method: options.method ?? 'GET', headers: options.headers ?? {} },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test('malformed paths and methods are a 4xx, never a 500', async ({ page, baseURL }) => {
  const base = new URL(baseURL ?? '');
  // A signed-in customer: /sandbox-pay looks its order up only for one.
  await page.goto('/sign-in');
  await hydrated(page);
  await signIn(page, uniquePhone('91'));
  await page.waitForURL(/\/my-account$/);
  const cookie = (await page.context().cookies())
    .filter((c) => c.name === 'sid' || c.name === '__Host-sid')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  expect(cookie).not.toBe('');

  const cases: Array<[string, string]> = [
    ['GET', '/_next/%zz'],
    ['GET', '/_next/static/%zz.js'],
    ['GET', '/images/%zz'],
    ['GET', '/media/%E0%A4'],
    ['GET', '/sandbox-pay/%00'],
    ['GET', '/sandbox-pay/%zz'],
    ['GET', '/sandbox-pay/sbx_order_%00%00'],
    ['POST', '/sandbox-pay/%00'],
    ['GET', '/api/v1/orders/%00'],
    ['DELETE', '/uae-ar'],
    ['PUT', '/toothsi/pricing'],
    ['POST', '/hi/my-account'],
    ['PATCH', '/'],
  ];
  for (const [method, path] of cases) {
    const answer = await raw(base, path, { method, headers: { cookie } });
    expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
    expect(answer.status, `${method} ${path}`).toBeLessThan(500);
  }
  // TRACE never reaches a page: Next's server cannot answer it (its fetch Request refuses the method), so the engine
  // in front does, with a 405 (deploy/nginx, tests/deploy/nginx.test.ts).
  const put = await raw(base, '/', { method: 'PUT' });
  expect(put.status).toBe(405);
  expect(put.headers.allow).toBe('GET, HEAD');
});

test('HSTS is on every answer that went out over HTTPS: pages, API, Next files, assets, the sandbox gateway', async ({
  page,
  baseURL,
}) => {
  const base = new URL(baseURL ?? '');
  await page.goto('/');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  expect(script).toBeTruthy();
  const https = { 'x-forwarded-proto': 'https' };
  for (const path of [
    '/',
    '/uae-ar/toothsi',
    '/api/health',
    '/api/v1/products?country=IN&locale=en',
    '/api/v1/orders',
    script!,
    '/_next/%zz',
    '/images/heroes/experience-centre.svg',
    '/sandbox-pay/sbx_order_000000000000000000',
    '/stray.png',
  ]) {
    const answer = await raw(base, path, { headers: https });
    expect(answer.headers['strict-transport-security'], `${path} (${answer.status})`).toMatch(/^max-age=\d{8,}/);
    // Over plain HTTP, never.
    expect((await raw(base, path)).headers['strict-transport-security'], `${path} over HTTP`).toBeUndefined();
  }
});
