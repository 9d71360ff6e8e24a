/**
 * A/B helper (not part of `npm run bench`): how long a tap on an in-page link takes to show the next page, on a
 * throttled phone (bench/budgets.json's throttling), after the first page has hydrated. Run against two builds of
 * the same commit to price a piece of the shell, e.g. the link island (components/link-behaviour.tsx):
 *   node --import tsx bench/navigation.ts http://127.0.0.1:3200 /toothsi /toothsi/pricing 5
 * Prints one JSON line: the median and each run's milliseconds from the tap to the new page's h1 on screen.
 */
import { chromium, devices } from '@playwright/test';
import { parseBudgets } from './budgets';
import { applyThrottling } from './browser';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [base = 'http://127.0.0.1:3200', from = '/toothsi', to = '/toothsi/pricing', runsArg = '5'] =
  process.argv.slice(2);
const budgets = parseBudgets(JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8')));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function poll<T>(page: import('@playwright/test').Page, script: string, ok: (v: T) => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = (await page.evaluate(script).catch(() => null)) as T | null;
    if (value !== null && ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${script}`);
    await sleep(20);
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const times: number[] = [];
for (let run = 0; run < Number(runsArg); run++) {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await applyThrottling(cdp, budgets.browser.throttling);
  await page.goto(base + from, { waitUntil: 'load' });
  await poll<boolean>(page, `document.documentElement.hasAttribute('data-hydrated')`, Boolean);
  await sleep(3000);
  const link = page.locator(`main a[href$="${to}"]`).first();
  await link.scrollIntoViewIfNeeded();
  const before = (await page.locator('h1').first().textContent()) ?? '';
  const started = Date.now();
  await link.tap();
  await poll<string>(
    page,
    `(() => { const h = document.querySelector('h1'); return location.pathname.endsWith(${JSON.stringify(to)}) && h && h.getBoundingClientRect().height > 0 ? h.textContent : ''; })()`,
    (text) => text !== '' && text !== before,
  );
  times.push(Date.now() - started);
  await context.close();
}
await browser.close();
const sorted = [...times].sort((a, b) => a - b);
console.log(JSON.stringify({ base, from, to, medianMs: sorted[Math.floor(sorted.length / 2)], runs: times }));
