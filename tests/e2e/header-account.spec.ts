import { readFileSync } from 'node:fs';
import { expect, hydrated, test, type APIRequestContext, type Page } from './test';
import { expectNoSeriousA11yViolations } from './helpers';

/** The header's words of a market, read from the content and catalogues the app ships. */
function copyOf(content: 'en' | 'ar', lang: 'en' | 'ar') {
  const header = JSON.parse(readFileSync(`content/${content}/ub-header.json`, 'utf8')) as {
    redirections: Array<{ devKey?: string; title: string }>;
  };
  const profile = JSON.parse(readFileSync(`content/${content}/ub-profile-menu.json`, 'utf8')) as {
    signUp: string;
    menuItems: Array<{ devkey: string; title: string }>;
  };
  const shell = JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')) as {
    common: { skipToContent: string; openMenu: string };
    header: { more: string };
  };
  const title = (devkey: string) => profile.menuItems.find((i) => i.devkey === devkey)?.title ?? `${devkey} missing`;
  return {
    signUp: profile.signUp,
    logOut: title('logout'),
    consultations: title('assessments'),
    toothsiCoins: title('toothsi_coins'),
    coins: header.redirections.find((r) => r.devKey === 'COINS')?.title ?? 'COINS missing',
    refer: header.redirections.find((r) => r.devKey === 'REFER')?.title ?? 'REFER missing',
    skip: shell.common.skipToContent,
    openMenu: shell.common.openMenu,
    more: shell.header.more,
  };
}

const MARKETS = [
  { name: 'English (India)', prefix: '', dir: 'ltr', copy: copyOf('en', 'en') },
  { name: 'Arabic (UAE)', prefix: '/uae-ar', dir: 'rtl', copy: copyOf('ar', 'ar') },
] as const;

let seq = 0;
function freshPhone(): string {
  seq++;
  return `93${String(Date.now() % 1_000_000).padStart(6, '0')}${String(seq).padStart(2, '0')}`;
}

async function codeFor(request: APIRequestContext, e164: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const { messages } = (await (await request.get('/dev/outbox?format=json')).json()) as {
      messages: Array<{ recipient: string; body: string }>;
    };
    const code = /\b(\d{6})\b/.exec(
      messages.find((m) => m.recipient === e164 && /\b\d{6}\b/.test(m.body))?.body ?? '',
    )?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code for ${e164}`);
}

/** Signs in inside the header's sign-in dialog (any language: country, number and code by position). */
async function signInInDialog(page: Page, request: APIRequestContext, phone: string) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('textbox') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').first().selectOption('IN');
  await dialog.getByRole('textbox').first().fill(phone);
  await dialog.locator('form button[type="submit"]').click();
  // The code step has replaced the number's ("we sent a code to …") before the code is typed.
  await expect(dialog.getByRole('status')).toBeVisible();
  await dialog
    .getByRole('textbox')
    .first()
    .fill(await codeFor(request, `+91${phone}`));
  await dialog.locator('form button[type="submit"]').click();
  await expect(dialog).toBeHidden();
}

for (const market of MARKETS) {
  const { copy } = market;
  test.describe(market.name, () => {
    test('a visitor is offered sign-in and public items only, never coins or consultations; signed in, they are there', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(market.prefix || '/');
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('dir', market.dir);

      // The header's "More" menu: public items, no coins.
      const more = page.locator('[data-menu-item]').filter({ has: page.getByRole('button', { name: copy.more }) });
      await more.hover();
      await expect(more.getByRole('link', { name: copy.refer })).toBeVisible();
      await expect(more.getByRole('link', { name: copy.coins })).toBeHidden();
      await expectNoSeriousA11yViolations(page);

      // The account chip is "Sign up or log in": one tap opens the sign-in form, and no menu of the customer's things.
      const account = page.getByTestId('account-menu');
      await expect(account).toHaveAccessibleName(copy.signUp);
      await account.click();
      await expect(page.getByRole('link', { name: copy.consultations })).toBeHidden();
      await expect(page.getByRole('link', { name: copy.toothsiCoins })).toBeHidden();
      await signInInDialog(page, request, freshPhone());

      // Signed in: the account menu has the customer's consultations and coins, and "More" their coins.
      await expect(account).not.toHaveAccessibleName(copy.signUp);
      await account.click();
      await expect(page.getByRole('link', { name: copy.consultations })).toBeVisible();
      await expect(page.getByRole('link', { name: copy.toothsiCoins })).toBeVisible();
      await page.keyboard.press('Escape');
      await more.hover();
      await expect(more.getByRole('link', { name: copy.coins })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('the skip link is the first stop of the keyboard, shows when focused and jumps past the header and menus', async ({
      page,
    }) => {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(market.prefix || '/');
        await hydrated(page);
        const skip = page.getByRole('link', { name: copy.skip });
        await expect(skip).not.toBeInViewport();
        await page.keyboard.press('Tab');
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport({ ratio: 1 });
        // At the start of the line: the left in English, the right in Arabic.
        const box = await skip.boundingBox();
        expect(box, 'skip link box').not.toBeNull();
        if (box)
          expect(
            market.dir === 'rtl' ? box.x + box.width > width / 2 : box.x < width / 2,
            `${market.dir} at ${width}px`,
          ).toBe(true);
        if (width === 1280) await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Enter');
        await expect(page.locator('main#main')).toBeFocused();
        // The next stop is in the page's content, not in the header or its mega menu.
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(
            () =>
              document.activeElement?.closest('main') !== null && document.activeElement?.closest('header') === null,
          ),
        ).toBe(true);
      }
    });

    test('the burger follows sign-in: "Sign up or log in" opens the sign-in dialog; signed in it shows the name and logs out', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(market.prefix || '/');
      await hydrated(page);
      const burger = page.getByRole('button', { name: copy.openMenu });
      await burger.click();
      const signUp = page.getByTestId('burger-sign-in');
      await expect(signUp).toBeVisible();
      await expect(signUp).toHaveAccessibleName(copy.signUp);
      await expect(page.locator('#mobile-menu').getByRole('link', { name: copy.coins })).toBeHidden();
      await expectNoSeriousA11yViolations(page);
      await signUp.click();
      await expect(page.locator('#mobile-menu')).toBeHidden();
      await signInInDialog(page, request, freshPhone());

      const name = market.dir === 'rtl' ? 'ليلى حسن' : 'Asha Rao';
      const saved = await page.request.post('/api/v1/user/update-profile', {
        data: { name },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(saved.status()).toBe(200);
      await page.reload();
      await hydrated(page);
      await burger.click();
      await expect(page.getByTestId('burger-name')).toHaveText(name);
      await expect(page.getByTestId('burger-sign-in')).toHaveCount(0);
      await expect(page.locator('#mobile-menu').getByRole('link', { name: copy.coins })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: copy.logOut }).click();
      await page.waitForURL((url) => url.pathname === (market.prefix || '/'));
      const session = (await (await page.request.get('/api/v1/auth/session')).json()) as { user: unknown };
      expect(session.user).toBeNull();
      await burger.click();
      await expect(page.getByTestId('burger-sign-in')).toBeVisible();
      await expect(page.getByTestId('burger-account')).toHaveCount(0);
    });
  });
}
