import { expect, hydrated, test } from './test';
import { NativeApp } from './native-app';
import { signIn, uniquePhone } from './helpers';

test.describe('inside the native app', () => {
  test('asks for device info, shows the tab bar, and announces a navigation only when the section-stripped path changes', async ({
    page,
  }) => {
    const app = await NativeApp.attach(page);
    await page.goto('/toothsi');
    await hydrated(page);
    await expect
      .poll(async () => (await app.messages()).map((m) => m.type))
      .toEqual(expect.arrayContaining(['REQUEST_DEVICE_INFO', 'SET_SHOW_FOOTER_TAB']));
    expect((await app.messages()).find((m) => m.type === 'SET_SHOW_FOOTER_TAB')?.data).toEqual({ show: true });
    await app.clear();

    await page.locator('main a[href$="/toothsi/pricing"]').first().click();
    await page.waitForURL(/\/toothsi\/pricing$/);
    await expect
      .poll(async () => (await app.messages()).map((m) => m.type))
      .toEqual(['ROUTE_CHANGE_START', 'ROUTE_CHANGE_COMPLETE']);
    const [start, complete] = await app.messages();
    expect(start?.data).toEqual({ path: '/toothsi/pricing' });
    expect(complete?.data).toEqual({ path: '/toothsi/pricing' });
  });

  test('a callback asked for inside the app tells the care team which phone it came from, without the device id', async ({
    page,
  }) => {
    const app = await NativeApp.attach(page, {
      deviceBrand: 'Samsung',
      deviceId: 'install-7f3a',
      deviceName: 'Galaxy A54',
    });
    await page.goto('/contact-us');
    await hydrated(page);
    await expect.poll(async () => (await app.messages()).map((m) => m.type)).toContain('REQUEST_DEVICE_INFO');
    const form = page.getByRole('form', { name: 'Call me back' });
    await form.getByLabel('Mobile number', { exact: true }).fill(`97${String(Date.now()).slice(-8)}`);
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/support/callback-requests'),
    );
    await form.getByRole('button', { name: 'Call me back' }).click();
    const body = (await sent).postDataJSON() as { device?: unknown };
    expect(body.device).toEqual({ brand: 'Samsung', name: 'Galaxy A54' });
    expect(JSON.stringify(body)).not.toContain('install-7f3a');
    await expect(page.getByRole('status').filter({ hasText: 'We will call you back' })).toBeVisible();
  });

  test('only the native shell is obeyed: a tab click posted by another window is ignored, the app’s own on either channel is not', async ({
    page,
  }) => {
    const app = await NativeApp.attach(page);
    await page.goto('/');
    await hydrated(page);
    await app.sendFromFrame({ type: 'BOTTOM_NAV_CLICK', tabName: 'skinnsi' });
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).pathname).toBe('/');
    // Android's channel (document), then iOS's (window).
    await app.tab('skinnsi', undefined, 'document');
    await page.waitForURL(/\/skinnsi$/);
    await app.tab('toothsi', undefined, 'window');
    await page.waitForURL(/\/toothsi$/);
  });

  test('bottom tabs lead where spec §2 says, the profile tab by country', async ({ page }) => {
    const app = await NativeApp.attach(page);
    await page.goto('/');
    await hydrated(page);
    await app.tab('toothsi');
    await page.waitForURL(/\/toothsi$/);
    await app.tab('laser-hair-removal');
    await page.waitForURL(/\/skinnsi\/laser-hair-removal$/);
    await app.tab('home');
    await page.waitForURL((url) => url.pathname === '/');
    await app.tab('profile', 'AE');
    // Signed out: the profile asks to sign in first, and comes back to the UAE profile.
    await page.waitForURL(/\/sign-in\?next=%2Fae%2Ftoothsi%2Fprofile/);
    const types = (await app.messages()).map((m) => m.type);
    expect(types.filter((t) => t === 'ROUTE_CHANGE_START').length).toBeGreaterThanOrEqual(3);
  });

  test('hides the tab bar on checkout and shows it again after', async ({ page }) => {
    const app = await NativeApp.attach(page);
    await page.goto('/checkout/select-address');
    await hydrated(page);
    await expect
      .poll(async () => (await app.messages()).filter((m) => m.type === 'SET_SHOW_FOOTER_TAB').map((m) => m.data))
      .toEqual([{ show: false }]);
    await app.tab('home');
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(async () => (await app.messages()).filter((m) => m.type === 'SET_SHOW_FOOTER_TAB').map((m) => m.data))
      .toEqual([{ show: false }, { show: true }]);
  });

  test('back on a payment-status page goes home; elsewhere it goes back, and with no page to go back to the app is told', async ({
    page,
  }) => {
    const app = await NativeApp.attach(page);
    await page.goto('/toothsi');
    await hydrated(page);
    await page.locator('main a[href$="/toothsi/pricing"]').first().click();
    await page.waitForURL(/\/toothsi\/pricing$/);
    await app.back();
    await page.waitForURL(/\/toothsi$/);

    // The webview's first page has nothing to go back to: history.back() does nothing there, so the app is told.
    await page.evaluate(() => {
      window.history.back = () => undefined;
    });
    await app.back();
    await expect.poll(async () => (await app.messages()).map((m) => m.type)).toContain('HANDLE_BACK_PRESS');

    // Payment pages are a signed-in customer's: sign in on the way.
    await page.goto('/toothsi/checkout/payment/status');
    await page.waitForURL(/\/sign-in\?next=/);
    await hydrated(page);
    await signIn(page, uniquePhone());
    await page.waitForURL(/\/toothsi\/checkout\/payment\/status$/);
    await hydrated(page);
    await app.back();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('regaining focus reads the session and the cart again', async ({ page }) => {
    const app = await NativeApp.attach(page);
    await page.goto('/');
    await hydrated(page);
    // The page's own first session read is done, so the read counted below is the one focus asked for.
    await page.waitForLoadState('networkidle');
    const session = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/auth/session');
    await app.focus();
    await session;
  });
});

test('the app download block shows where the apps are offered, on the web only', async ({ page }) => {
  await page.goto('/uae-en');
  await expect(page.getByTestId('download-app')).toBeVisible();
  await page.goto('/ksa-en');
  await expect(page.getByTestId('download-app')).toHaveCount(0);
  await NativeApp.attach(page);
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByTestId('download-app')).toBeHidden();
});
