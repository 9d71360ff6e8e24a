import { expect, hydrated, test, type Page } from './test';
import { NativeApp } from './native-app';
import { signIn, uniquePhone } from './helpers';

/**
 * The chrome of spec §2 (footer, WhatsApp, sticky book-now, the skin banner, the native tab bar), which the folder a
 * page lives in now decides (app/[locale]/(site|quiet|reviews|flow|survey|placeholder)/layout.tsx; the sticky bar
 * and the skin banner are rendered by their pages). Each row is checked in the server's HTML, in the browser after
 * hydration, and in another locale. [path, footer, WhatsApp, sticky book-now, skin banner]
 */
type Row = [string, boolean, boolean, boolean, boolean];

const PUBLIC: Row[] = [
  ['/', true, true, true, true],
  ['/toothsi', true, true, false, false],
  ['/skinnsi', true, true, false, false],
  ['/about-us', true, true, false, false],
  ['/toothsi/why-toothsi', true, true, false, false],
  ['/skinnsi/hair-get-started1', true, true, false, false],
  ['/toothsi/pricing', true, false, true, false],
  ['/toothsi/teeth-aligners', true, false, true, false],
  ['/toothsi/results', true, true, true, false],
  ['/toothsi/braces', true, true, true, false],
  ['/toothsi/crossbite', true, true, true, false],
  ['/toothsi/underbite-teeth-correction', true, true, true, false],
  ['/get-started', true, false, false, false],
  ['/refer-and-earn-get-discount', true, false, false, false],
  ['/checkout/select-address', false, true, false, false],
  ['/customer-feedback', false, false, false, false],
  ['/customer-feedback/thank-you', false, false, false, false],
  ['/retainer-nps-quiz', false, false, false, false],
  ['/grin-nps', false, false, false, false],
  ['/ae/doctor-partners', false, true, false, false],
  ['/ae/comming-soon', false, true, false, false],
  ['/no-such-page', true, true, false, false],
];

/** Legacy and retired paths, which land where their rule still holds. */
const MOVED: Array<[string, string, Row]> = [
  ['/pricing', '/toothsi/pricing', ['', true, false, true, false]],
  ['/aligners', '/toothsi/teeth-aligners', ['', true, false, true, false]],
  ['/get-started1', '/get-started', ['', true, false, false, false]],
  ['/get-started4', '/get-started', ['', true, false, false, false]],
  ['/refer-and-discount', '/refer-and-earn-get-discount', ['', true, false, false, false]],
];

const SIGNED_IN: Row[] = [
  ['/my-account', true, true, false, false],
  ['/profile', true, true, false, false],
  ['/review/add', true, true, false, false],
  ['/my-account/select-address', false, true, false, false],
  ['/my-account/add-edit-address', false, true, false, false],
  ['/checkout/select-address-step-2', false, true, false, false],
  ['/toothsi/checkout/payment/status', false, true, false, false],
  ['/skinnsi/payment/success', false, true, false, false],
];

async function expectChrome(page: Page, [path, footer, whatsApp, sticky, skin]: Row): Promise<void> {
  await expect(page.getByRole('banner'), path).toBeVisible();
  await expect(page.locator('main#main'), path).toHaveCount(1);
  await expect(page.getByRole('contentinfo'), `${path} footer`).toHaveCount(footer ? 1 : 0);
  await expect(page.getByTestId('whatsapp-button'), `${path} WhatsApp`).toHaveCount(whatsApp ? 1 : 0);
  await expect(page.getByTestId('sticky-cta'), `${path} sticky`).toHaveCount(sticky ? 1 : 0);
  await expect(page.getByTestId('skin-banner'), `${path} skin banner`).toHaveCount(skin ? 1 : 0);
}

test.describe('chrome by route group', () => {
  test.describe.configure({ mode: 'parallel' });

  // The server's HTML in the default locale, the hydrated page in the route's turn of the default, Hindi and Gulf
  // Arabic (the chrome comes from the route's group, whatever the locale; every locale meets a third of the routes).
  for (const [i, row] of PUBLIC.entries()) {
    const prefix = (['', '/hi', '/uae-ar'] as const)[i % 3] ?? '';
    test(`${row[0]}: footer ${row[1]}, WhatsApp ${row[2]}, sticky ${row[3]}, skin banner ${row[4]}`, async ({
      page,
      request,
    }) => {
      // In the server's HTML, before any script runs (a 404's document is Next's error shell, rendered in the browser).
      const answer = await request.get(row[0]);
      if (answer.status() === 200) {
        const html = await answer.text();
        expect(html.includes('data-testid="whatsapp-button"'), `${row[0]} HTML WhatsApp`).toBe(row[2]);
        expect(html.includes('data-testid="sticky-cta"'), `${row[0]} HTML sticky`).toBe(row[3]);
        expect(/<footer[\s>]/.test(html), `${row[0]} HTML footer`).toBe(row[1]);
      }
      // And in the browser once hydrated.
      await page.goto(`${prefix}${row[0] === '/' && prefix ? '' : row[0]}`);
      await hydrated(page);
      await expectChrome(page, row);
    });
  }

  for (const [from, to, row] of MOVED) {
    test(`${from} lands on ${to} with its chrome`, async ({ page }) => {
      await page.goto(from);
      expect(new URL(page.url()).pathname).toBe(to);
      await expectChrome(page, [to, row[1], row[2], row[3], row[4]]);
    });
  }

  test('personal pages: account pages keep the site frame, the flow drops the footer', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/sign-in');
    await hydrated(page);
    await signIn(page, uniquePhone('94'));
    await page.waitForURL(/\/my-account$/);
    for (const row of SIGNED_IN) {
      await page.goto(row[0]);
      await expectChrome(page, row);
    }
  });

  test('client navigation between groups brings each page its own chrome', async ({ page }) => {
    await page.goto('/toothsi');
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.locator('main a[href="/toothsi/pricing"]').first().click();
    await page.waitForURL(/\/toothsi\/pricing$/);
    await expectChrome(page, ['/toothsi/pricing', true, false, true, false]);
    await page.getByRole('banner').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectChrome(page, ['/', true, true, true, true]);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });
});

test('inside the app, the tab bar hides in the flow and the surveys, shows again on site pages', async ({ page }) => {
  const app = await NativeApp.attach(page);
  const tabs = async () =>
    (await app.messages()).filter((m) => m.type === 'SET_SHOW_FOOTER_TAB').map((m) => m.data?.show);
  await page.goto('/toothsi');
  await hydrated(page);
  await expect.poll(tabs).toEqual([true]);
  await page.goto('/customer-feedback');
  await hydrated(page);
  await expect.poll(async () => (await tabs()).at(-1)).toBe(false);
  await page.goto('/ae/comming-soon');
  await hydrated(page);
  await expect.poll(async () => (await tabs()).at(-1)).toBe(true);
});
