import { expect, hydrated, test, type Page } from './test';
import { signIn, uniquePhone } from './helpers';

/**
 * The Content-Security-Policy holds on real pages: static ones in three locales, the aligner pages, a product page,
 * sign-in and the signed-in account page rendered per request, with their islands, lazy chunks and client
 * navigation, and not one violation is reported. Plus the headers themselves: CSP, framing and HSTS.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records `securitypolicyviolation` events (from the first byte of every document) and console CSP errors. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} on ${location.pathname}`,
      );
    });
  });
  const seen: string[] = [];
  return async () => {
    seen.push(...(await page.evaluate(() => window.__cspViolations ?? [])));
    await page.evaluate(() => (window.__cspViolations = []));
    return [...seen, ...consoleErrors];
  };
}

const PAGES = [
  '/',
  '/hi',
  '/uae-ar',
  '/toothsi',
  '/toothsi/pricing',
  '/toothsi/products/101/removable-retainer',
  '/sign-in',
];

test('no page reports a CSP violation: static pages in three locales, a product, sign-in and my account', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations = await watchCsp(page);
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await hydrated(page);
    // Scroll to the footer so lazy images, media and below-the-fold islands load too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }

  // A client navigation: an RSC fetch and the next page's chunks.
  await page.goto('/');
  await hydrated(page);
  await page.locator('main a[href="/toothsi"]').filter({ visible: true }).first().click();
  await page.waitForURL(/\/toothsi$/);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);

  // Sign in, then the account page rendered per request for this customer.
  await page.goto('/sign-in?next=%2Fmy-account');
  await hydrated(page);
  await signIn(page, uniquePhone('94'));
  await page.waitForURL(/\/my-account$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.reload();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(await violations(), '/my-account').toEqual([]);
});

test('every page carries the CSP and refuses framing; HSTS only over HTTPS as a trusted proxy reports it', async ({
  request,
}) => {
  for (const path of ['/', '/uae-ar/toothsi', '/sign-in', '/api/health']) {
    const res = await request.get(path);
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).not.toContain('strict-dynamic');
    expect(res.headers()['x-frame-options'], path).toBe('DENY');
    expect(res.headers()['strict-transport-security'], `${path} over plain HTTP`).toBeUndefined();
  }
  // The e2e server runs with TRUST_PROXY=1 (playwright.config.ts): a proxy's X-Forwarded-Proto says HTTPS.
  for (const path of ['/', '/toothsi/pricing', '/my-account']) {
    const res = await request.get(path, { headers: { 'x-forwarded-proto': 'https' }, maxRedirects: 0 });
    expect(res.headers()['strict-transport-security'], path).toMatch(/^max-age=\d{8,}/);
  }
  const plain = await request.get('/toothsi', { headers: { 'x-forwarded-proto': 'http' } });
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
});

test('another site cannot frame a page', async ({ page, baseURL }) => {
  await page.goto('about:blank');
  await page.setContent(`<iframe id="victim" onload="window.framed = true" src="${baseURL}/toothsi"></iframe>`);
  await page.waitForFunction(() => (window as Window & { framed?: boolean }).framed === true);
  // A refused frame shows the browser's error page, never our header.
  await expect(page.frameLocator('#victim').locator('header')).toHaveCount(0);
});
