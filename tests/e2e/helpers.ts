import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { hydrated } from './test';

/** Fails on axe violations of serious or critical impact on the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Page sweeps take each page once, in its turn of the locales (the first page in the first locale, the second in the
 * second…), so every locale meets a third of the pages and every page is checked, at a third of the cost of loading
 * each page in each locale. Every page of the sitemap is still loaded in all nine UI languages by layout-fit.spec.ts
 * (status and overflow) and, hydrated, in English and Arabic by whatsapp-clear.spec.ts (console errors included).
 */
export function inTurn<R extends string, L extends string>(
  routes: readonly R[],
  locales: readonly L[],
): Array<{ route: R; locale: L }> {
  return routes.map((route, i) => ({ route, locale: locales[i % locales.length] as L }));
}

/**
 * One page of a sweep: it answers 200, has one visible h1 and a visible main, hydrates without a console error, and
 * axe finds nothing serious.
 */
export async function expectSoundPage(page: Page, url: string): Promise<void> {
  const errors = collectConsoleErrors(page);
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(errors, url).toEqual([]);
}

/** Collects console errors so a test can assert the page logged none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

let phoneSeq = 0;
/** A fresh Indian mobile number (digits only), so per-number send limits never collide between tests and runs. */
export function uniquePhone(prefix = '95'): string {
  phoneSeq++;
  return `${prefix}${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq % 100).padStart(2, '0')}`;
}

/**
 * Signs in on the sign-in page the browser is on (any language: country, number and code by position), with the
 * code read from the dev outbox (DEV_OUTBOX=1 in playwright.config.ts). Resolves once the code is submitted.
 */
export async function signIn(page: Page, phone: string): Promise<void> {
  await page.getByRole('combobox').first().selectOption('IN');
  await page.getByRole('textbox').first().fill(phone);
  await page.locator('form button[type="submit"]').click();
  let code: string | undefined;
  for (let i = 0; i < 40 && !code; i++) {
    const { messages } = (await (await page.request.get('/dev/outbox?format=json')).json()) as {
      messages: Array<{ recipient: string; body: string }>;
    };
    code = /\b(\d{6})\b/.exec(
      messages.find((m) => m.recipient === `+91${phone}` && /\b\d{6}\b/.test(m.body))?.body ?? '',
    )?.[1];
    if (!code) await page.waitForTimeout(250);
  }
  if (!code) throw new Error(`no code for +91${phone} in the outbox`);
  await page.getByRole('textbox').first().fill(code);
  await page.locator('form button[type="submit"]').click();
}

/**
 * My account as a visitor sees it (issue 29 item 4: a public page, not a redirect): the landing's sign-in button leads
 * to sign-in with the way back to my account, in the market of `prefix`.
 */
export async function openSignInFromAccount(page: Page, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/my-account`);
  const landing = page.getByTestId('account-landing');
  await expect(landing).toBeVisible();
  await landing.getByRole('link').first().click();
  await page.waitForURL(/\/sign-in\?next=%2Fmy-account$/);
}
