import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bottomTabPath } from '@/client/native-bridge';

/**
 * Every internal link we show must lead somewhere: the header (bar, hover menus, burger menu), the footer, the native
 * app's bottom tabs, and every app path in the content (menus, profile menu, footer links, page links). Each is
 * requested as a browser would (redirects followed) under `/` (en-IN) and `/uae-ar`; any 404 fails with the list.
 */
const PREFIXES = ['', '/uae-ar'] as const;
const BOTTOM_TABS = ['home', 'toothsi', 'skinnsi', 'centre', 'profile', 'laser-hair-removal'] as const;
/** Content keys that hold route-rule patterns (where the footer or WhatsApp button hides), not links. */
const RULE_KEYS = new Set(['hideFooter', 'hideWhatsAppInPages', 'whitelist', 'exactPath', 'includedPath']);
const ASSET = /\.(svg|png|jpe?g|webp|avif|gif|ico|mp4|webm|pdf|json|txt|xml)(\?|$)/i;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? jsonFiles(file) : name.endsWith('.json') ? [file] : [];
  });
}

/** App paths in the content, each with the files it appears in. */
function contentLinks(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const walk = (value: unknown, key: string | null, file: string) => {
    if (Array.isArray(value)) value.forEach((v) => walk(v, key, file));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k, file);
    else if (
      typeof value === 'string' &&
      value.startsWith('/') &&
      !value.startsWith('//') &&
      !(key && RULE_KEYS.has(key))
    ) {
      found.set(value, (found.get(value) ?? new Set()).add(path.relative('content', file)));
    }
  };
  for (const file of jsonFiles('content')) walk(JSON.parse(readFileSync(file, 'utf8')) as unknown, null, file);
  return found;
}

function localized(prefix: string, href: string): string {
  if (ASSET.test(href)) return href;
  if (!prefix) return href;
  return href === '/'
    ? prefix
    : href.startsWith('/?') || href.startsWith('/#')
      ? `${prefix}${href.slice(1)}`
      : `${prefix}${href}`;
}

/** Same-origin hrefs of the shell's links on a page: header (hover and burger menus are in the markup), footer. */
async function shellLinks(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  const hrefs = await page
    .locator('header a[href], footer a[href], [popover] a[href], nav a[href]')
    .evaluateAll((anchors) =>
      anchors.map((a) => (a as HTMLAnchorElement).href).filter((href) => href.startsWith(window.location.origin)),
    );
  return hrefs.map((href) => {
    const u = new URL(href);
    return `${u.pathname}${u.search}`;
  });
}

async function statusOf(request: APIRequestContext, url: string): Promise<number> {
  const response = await request.get(url, { maxRedirects: 10, failOnStatusCode: false });
  return response.status();
}

test('every internal link of the shell, the bottom tabs and the content answers (no 404) in / and /uae-ar', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const targets = new Map<string, Set<string>>();
  const add = (url: string, source: string) => {
    const clean = url.split('#')[0] || '/';
    if (clean.includes('/:')) return;
    targets.set(clean, (targets.get(clean) ?? new Set()).add(source));
  };
  for (const prefix of PREFIXES) {
    for (const href of await shellLinks(page, prefix || '/')) add(href, `shell of ${prefix || '/'}`);
    for (const tab of BOTTOM_TABS) {
      const target = bottomTabPath(tab, prefix ? 'AE' : 'IN');
      if (target) add(localized(prefix, target), `bottom tab ${tab}`);
    }
    for (const [href, files] of contentLinks()) add(localized(prefix, href), [...files].slice(0, 2).join(', '));
  }

  const broken: string[] = [];
  const queue = [...targets.keys()];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const status = await statusOf(request, url);
      if (status === 404) broken.push(`${url}  (from ${[...(targets.get(url) ?? [])].slice(0, 3).join('; ')})`);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  expect(targets.size).toBeGreaterThan(50);
  expect(broken.sort(), `${broken.length} of ${targets.size} links answer 404`).toEqual([]);
});
