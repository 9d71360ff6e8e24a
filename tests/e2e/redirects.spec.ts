import { request as httpRequest } from 'node:http';
import { expect, hydrated, test, type Page } from './test';
import type { BrowserContext } from '@playwright/test';
import { signIn, uniquePhone } from './helpers';
import { OFF_SITE_PAYLOADS } from '@/tests/fixtures/redirect-payloads';
import { LOGIN_REQUIRED } from '@/lib/auth-rules';

/**
 * The browser half of the redirect suite (the unit half is tests/unit/redirect-corpus.test.ts): every hostile
 * return path of the corpus, followed in Chromium by the islands that take one (sign-in, the address form), and the
 * server's `Location` for login-required pages asked for with hostile paths and queries. Nothing may leave the origin.
 */

/**
 * Fails the test on any request to another origin and on any dialog (a `javascript:` return path running) in any
 * tab of the context. Same-origin pictures, fonts and video are skipped: they play no part in where a page goes.
 */
function guardOrigin(context: BrowserContext, origin: string): string[] {
  const escapes: string[] = [];
  const watch = (page: Page) =>
    page.on('dialog', (dialog) => {
      escapes.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  void context.route(
    (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => {
      escapes.push(`request to ${route.request().url()}`);
      return route.abort();
    },
  );
  void context.route(
    (url) =>
      url.origin === origin && /^\/_next\/image|\.(png|jpe?g|webp|avif|gif|svg|woff2?|mp4|webm)$/.test(url.pathname),
    (route) => route.abort(),
  );
  return escapes;
}

/** Waits until the island has sent the visitor on from `from` (a path ending), wherever that is. */
async function leaves(page: Page, from: RegExp): Promise<URL> {
  await page.waitForURL((url) => !from.test(url.pathname), { timeout: 15_000, waitUntil: 'commit' });
  return new URL(page.url());
}

/** Runs `check` for every item, in `tabs` tabs of the signed-in context at once (each takes the next item). */
async function inTabs<T>(
  context: BrowserContext,
  tabs: number,
  items: readonly T[],
  check: (page: Page, item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: tabs }, async () => {
      const page = await context.newPage();
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(page, item);
      await page.close();
    }),
  );
}

/** Signs a fresh customer in, in this browser context. */
async function signedIn(page: Page, prefix: string): Promise<void> {
  await page.goto('/sign-in?next=%2Fmy-account');
  await hydrated(page);
  await signIn(page, uniquePhone(prefix));
  await page.waitForURL(/\/my-account$/);
}

test.describe('return paths in the browser', () => {
  test.describe.configure({ mode: 'parallel' });

  test(`a signed-in visitor on sign-in with any of ${OFF_SITE_PAYLOADS.length} hostile next= stays on our origin, in five locales`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const origin = new URL(baseURL ?? '').origin;
    const escapes = guardOrigin(context, origin);
    await signedIn(page, '93');

    // Each payload from the sign-in page of a locale in turn: the router adds that locale to the path it follows.
    // Every payload from the default locale's page (where a dropped locale segment once left `//evil`), and the
    // locale-first ones and every fourth other from another locale's in turn.
    const prefixes = ['/hi', '/uae-ar', '/ta', '/uae-en'];
    const localeFirst = (payload: string) => /^(%2F)?\/?[a-z]{2,3}(-[a-z]{2})?(\/|%2F)/i.test(payload);
    const cases = OFF_SITE_PAYLOADS.flatMap((payload, i) => [
      { payload, prefix: '' },
      ...(localeFirst(payload) || i % 4 === 0 ? [{ payload, prefix: prefixes[i % prefixes.length] ?? '' }] : []),
    ]);
    await inTabs(context, 3, cases, async (tab, { payload, prefix }) => {
      await tab.goto(`${prefix}/sign-in?next=${encodeURIComponent(payload)}`, { waitUntil: 'commit' });
      const landed = await leaves(tab, /\/sign-in$/);
      expect(landed.origin, `${prefix} ${JSON.stringify(payload)}`).toBe(origin);
    });
    expect(escapes).toEqual([]);
  });

  // The address form follows its next= through the same safeNextPath; a save per payload costs a page load, a read
  // and a write, so it takes every fourth payload of the corpus (13 of 49) to keep the suite near a minute.
  const ADDRESS_PAYLOADS = OFF_SITE_PAYLOADS.filter((_, i) => i % 4 === 0);

  test(`saving an address with ${ADDRESS_PAYLOADS.length} hostile next= stays on our origin`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL ?? '').origin;
    const escapes = guardOrigin(context, origin);
    await signedIn(page, '92');
    // One saved address, edited and saved again for every payload (a save is what sends the form on).
    const created = await page.request.post('/api/v1/addresses', {
      headers: { origin },
      data: {
        label: 'home',
        recipientName: 'Asha Rao',
        phone: '9820012345',
        line1: '12 Hill Road, Bandra West',
        line2: '',
        landmark: '',
        city: 'Mumbai',
        pincode: '400050',
        country: 'IN',
        isDefault: true,
      },
    });
    expect(created.status()).toBeLessThan(300);
    const { address } = (await created.json()) as { address: { id: string } };

    await inTabs(context, 2, ADDRESS_PAYLOADS, async (tab, payload) => {
      await tab.goto(`/my-account/add-edit-address?id=${address.id}&next=${encodeURIComponent(payload)}`);
      await hydrated(tab);
      // The saved address is in the form: the island has read it, and the save below is its own (not the browser's).
      await expect(tab.getByLabel('Full name')).toHaveValue('Asha Rao');
      await tab.getByRole('button', { name: 'Save address' }).click();
      const landed = await leaves(tab, /\/add-edit-address$/);
      expect(landed.origin, JSON.stringify(payload)).toBe(origin);
    });
    expect(escapes).toEqual([]);
  });
});

/** One GET with the path sent exactly as written (no client-side normalisation), without following redirects. */
function rawGet(
  base: URL,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: base.hostname, port: base.port, path, method: 'GET', headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Characters a request line cannot carry raw are percent-encoded; everything else (slashes, backslashes, %) stays. */
const onTheWire = (value: string) => value.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));

test('the server never sends a signed-out visitor of a login-required page off our origin', async ({ baseURL }) => {
  test.setTimeout(60_000);
  const base = new URL(baseURL ?? '');
  const pages = LOGIN_REQUIRED.map((p) => p.replace(/\/\*$/, '/orders'));
  const paths: string[] = [];
  for (const prefix of ['', '/hi', '/uae-ar']) {
    for (const p of pages) {
      paths.push(
        `${prefix}${p}`,
        `${prefix}${p}?next=%2F%2Fevil.example`,
        `${prefix}${p}?next=https://evil.example&utm_source=x`,
        `${prefix}${p}?%2F%2Fevil.example`,
      );
      paths.push(
        `${prefix}${p}//evil.example`,
        `${prefix}${p}/%2F%2Fevil.example`,
        `${prefix}${p}/..%2F..%2F%2Fevil.example`,
        `${prefix}${p}/%5C%5Cevil.example/`,
      );
    }
  }
  for (const payload of OFF_SITE_PAYLOADS) {
    paths.push(
      `/my-account?next=${encodeURIComponent(payload)}`,
      `/my-account/${onTheWire(payload)}`,
      `/hi/my-account/orders/${onTheWire(payload)}`,
    );
  }
  paths.push(
    '//evil.example/my-account',
    '//evil.example/%2e%2e/my-account',
    '/\\evil.example/my-account',
    '/my-account/',
    '/my-account//',
  );

  // Each path as it is, and with an X-Forwarded-Host a proxy in front would not have set.
  const asks = paths.flatMap((path): Array<{ path: string; headers: Record<string, string> }> => [
    { path, headers: {} },
    { path, headers: { 'x-forwarded-host': 'evil.example' } },
  ]);
  const answers: Array<{ path: string; status: number; location: string | undefined }> = [];
  for (let i = 0; i < asks.length; i += 8) {
    answers.push(
      ...(await Promise.all(
        asks.slice(i, i + 8).map(async ({ path, headers }) => ({ path, ...(await rawGet(base, path, headers)) })),
      )),
    );
  }
  let signInRedirects = 0;
  for (const { path, status, location } of answers) {
    expect(status, path).toBeLessThan(500);
    if (!location) continue;
    const target = new URL(location, base);
    expect(target.origin, `${path} → ${location}`).toBe(base.origin);
    if (status === 307 && /\/sign-in$/.test(target.pathname)) signInRedirects++;
  }
  // At least the plain and hostile-query asks of every login-required page (3 locales, with and without the header).
  expect(signInRedirects).toBeGreaterThanOrEqual(pages.length * 3 * 4 * 2);
});
