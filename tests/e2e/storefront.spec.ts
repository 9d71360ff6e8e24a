import { readFileSync } from 'node:fs';
import { expect, hydrated, test, type Page } from './test';
import type { Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';
import { ARABIC_UAE, ENGLISH_INDIA, freshPhone, Journey, MARKETS } from './checkout-journey';

type Box = { x: number; y: number; width: number; height: number };

/** The strings of a UI language the pages under test show, read from the catalogues the app ships. */
function copyOf(lang: 'en' | 'ar') {
  type Delivery = Record<
    | 'pincode'
    | 'city'
    | 'chooseCity'
    | 'check'
    | 'pinInvalid'
    | 'cityRequired'
    | 'deliveredBy'
    | 'notServed'
    | 'notInCountry',
    string
  >;
  const shop = JSON.parse(readFileSync(`messages/${lang}/shop.json`, 'utf8')) as { delivery: Delivery };
  const checkout = JSON.parse(readFileSync(`messages/${lang}/checkout.json`, 'utf8')) as Record<
    'retryPayment' | 'orderNotFound',
    string
  >;
  const shell = JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')) as {
    notFound: { title: string };
    meta: { siteName: string; homeTitle: string };
    support: { title: string };
    footer: { label: string };
  };
  return { delivery: shop.delivery, checkout, shell };
}
const COPY = { en: copyOf('en'), ar: copyOf('ar') };
const langOf = (prefix: string) => (prefix === '/uae-ar' ? 'ar' : 'en');

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

/**
 * The control at the worst place, under the floating WhatsApp button (as far as the page scrolls): the button is then
 * hidden or clear of it, and the control takes a real click there (Playwright fails a click another element takes).
 */
async function expectClearOfWhatsApp(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await control.evaluate((el) => {
    const floating = document.getElementById('whatsapp-button');
    if (floating) window.scrollBy(0, el.getBoundingClientRect().top - floating.getBoundingClientRect().top);
  });
  const whatsapp = page.getByTestId('whatsapp-button');
  await expect
    .poll(async () => {
      if (!(await whatsapp.isVisible())) return 'clear';
      return intersects(await boxOf(whatsapp), await boxOf(control)) ? 'covered' : 'clear';
    })
    .toBe('clear');
  const box = await boxOf(control);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 844);
  await control.click({ trial: true });
  await control.click();
}

const RETAINER = '/toothsi/products/101/removable-retainer';

for (const market of MARKETS) {
  test.describe(`${market.name}: a product page on a phone`, () => {
    test('price and add-to-cart are on the first screen; the stars lead to the reviews', async ({ page }) => {
      await page.goto(`${market.prefix}${RETAINER}`);
      await hydrated(page);
      const height = page.viewportSize()?.height ?? 844;
      for (const part of [page.getByTestId('product-price'), page.getByTestId('add-to-cart')]) {
        const box = await boxOf(part);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(height);
      }
      await expect(page.getByTestId('buy-bar')).toBeHidden();
      const stars = page.getByTestId('rating-link');
      await expect(stars).toHaveAttribute('href', '#reviews');
      await stars.click();
      await expect(page).toHaveURL(/#reviews$/);
      await expect(page.locator('#reviews')).toBeInViewport();
      await expectNoSeriousA11yViolations(page);
    });

    test('once its button scrolls away a bar keeps price and add-to-cart at hand, over neither the last line nor WhatsApp', async ({
      page,
    }) => {
      await page.goto(`${market.prefix}${RETAINER}`);
      await hydrated(page);
      const bar = page.getByTestId('buy-bar');
      await page.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded();
      await expect(bar).toBeVisible();
      await expect(bar).toContainText((await page.getByTestId('product-price').textContent()) ?? '');
      await expect(page.locator('html')).toHaveAttribute('data-buy-bar', '');

      // At the very end of the page the footer's last line is above the bar, and so is the WhatsApp button.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar).toBeVisible();
      const barBox = await boxOf(bar);
      const lastLine = await boxOf(page.locator('footer p').last());
      expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(barBox.y);
      const whatsapp = page.getByTestId('whatsapp-button');
      await expect(whatsapp).toBeVisible();
      expect(intersects(await boxOf(whatsapp), barBox)).toBe(false);
      expect(intersects(await boxOf(whatsapp), lastLine)).toBe(false);
      await expectNoSeriousA11yViolations(page);

      await bar.getByTestId('buy-bar-add').click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');

      // Back at the top, the page's own button is in view and the bar goes.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toBeHidden();
      await expect(page.locator('html')).not.toHaveAttribute('data-buy-bar', '');
    });
  });
}

test.describe('delivery estimate', () => {
  test('India: a PIN code is checked, answered with the day it arrives, or that we do not deliver there', async ({
    page,
  }) => {
    const { delivery } = COPY.en;
    await page.goto(RETAINER);
    await hydrated(page);
    const check = page.getByTestId('delivery-check');
    const pin = check.getByLabel(delivery.pincode);
    const answer = check.getByTestId('delivery-answer');

    await pin.fill('4000');
    await check.getByRole('button', { name: delivery.check }).click();
    await expect(check.getByText(delivery.pinInvalid)).toBeVisible();
    await expect(pin).toHaveAttribute('aria-invalid', 'true');

    await pin.fill('400050');
    await check.getByRole('button', { name: delivery.check }).click();
    await expect(answer).toContainText(
      /Delivered by (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), \d{1,2} [A-Z][a-z]+/,
    );
    await expect(answer).toContainText('Mumbai 400050');
    await expect(pin).not.toHaveAttribute('aria-invalid', 'true');

    await pin.fill('999999');
    await check.getByRole('button', { name: delivery.check }).click();
    await expect(answer).toHaveText(delivery.notServed);
  });

  test('the Gulf: a city is chosen from the market’s delivery cities, in Arabic on an Arabic page', async ({
    page,
  }) => {
    const { delivery } = COPY.ar;
    await page.goto(`/uae-ar${RETAINER}`);
    await hydrated(page);
    const check = page.getByTestId('delivery-check');
    await expect(check.getByLabel(delivery.pincode)).toHaveCount(0);
    await check.getByRole('button', { name: delivery.check }).click();
    await expect(check.getByText(delivery.cityRequired)).toBeVisible();
    const city = check.getByTestId('delivery-city');
    await expect(city.locator('option')).toHaveText([delivery.chooseCity, 'دبي', 'أبوظبي', 'الشارقة']);
    await city.selectOption('Dubai');
    await check.getByRole('button', { name: delivery.check }).click();
    await expect(check.getByTestId('delivery-answer')).toContainText(delivery.deliveredBy.replace(' {date}', ''));
    await expect(check.getByTestId('delivery-answer')).toContainText('دبي');
    await expectNoSeriousA11yViolations(page);
  });

  test('a market the shop does not deliver to yet says so', async ({ page }) => {
    await page.goto(`/ksa-en${RETAINER}`);
    await expect(page.getByTestId('delivery-check')).toContainText("We don't deliver in Saudi Arabia yet.");
  });

  test('the API: 400 with a message on the field, else whether and by when', async ({ request }) => {
    const bad = await request.get('/api/v1/delivery/estimate?pincode=12');
    expect(bad.status()).toBe(400);
    expect(
      ((await bad.json()) as { error: { fields: Array<{ path: string; message: string }> } }).error.fields,
    ).toEqual([expect.objectContaining({ path: 'query.pincode', message: 'Enter a 6-digit PIN code.' })]);

    const served = (await (await request.get('/api/v1/delivery/estimate?pincode=560038')).json()) as {
      serviceable: boolean;
      city: string;
      deliverBy: string;
    };
    expect(served).toMatchObject({ serviceable: true, city: 'Bangalore' });
    expect(served.deliverBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(served.deliverBy)).toBeGreaterThan(Date.now());

    expect(await (await request.get('/api/v1/delivery/estimate?pincode=999999')).json()).toMatchObject({
      serviceable: false,
      city: null,
      deliverBy: null,
    });
    expect(await (await request.get('/api/v1/delivery/estimate?country=AE&city=Sharjah')).json()).toMatchObject({
      serviceable: true,
      city: 'Sharjah',
    });
    const notOurs = await request.get('/api/v1/delivery/estimate?country=AE&city=Mumbai');
    expect(notOurs.status()).toBe(400);
    expect(JSON.stringify(await notOurs.json())).toContain('query.city');
  });

  test('the skin shop’s product page is the same page: stars, delivery and the bar', async ({ page }) => {
    await page.goto('/skinnsi/skin-care-products/201/salicylic-acid-face-wash');
    await hydrated(page);
    await expect(page.getByTestId('rating-link')).toHaveAttribute('href', '#reviews');
    await expect(page.getByTestId('delivery-check')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('buy-bar')).toBeVisible();
  });
});

for (const market of [ENGLISH_INDIA, ARABIC_UAE]) {
  const copy = COPY[langOf(market.prefix)];

  test(`${market.name}: a failed payment shows the order's items and amount with a retry button, to its owner only; WhatsApp never covers checkout's buttons`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const shopper = new Journey(page, request, market);
    await page.goto(shopper.url(RETAINER));
    const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    await shopper.addRetainer();
    await page.getByTestId('cart-button').click();
    await shopper.at('\\/checkout\\/select-address$');
    await page.getByTestId('sign-in-to-checkout').click();
    await shopper.signIn(freshPhone());
    await shopper.at('\\/checkout\\/select-address$');
    await shopper.addAddress();
    await expectClearOfWhatsApp(page, page.getByTestId('continue'));
    await shopper.at('\\/checkout\\/select-address-step-2$');
    await expectClearOfWhatsApp(page, page.getByTestId('pay'));
    await shopper.gatewayAnswers('fail the payment');
    await shopper.at('\\/checkout\\/payment\\/retry\\/[0-9a-f-]{36}$');
    const retryUrl = page.url();

    const lines = page.getByTestId('order-lines');
    await expect(lines.getByTestId('order-line')).toHaveCount(1);
    await expect(lines.getByTestId('order-line')).toContainText(name);
    await expect(lines.getByTestId('order-line')).toContainText('× 1');
    const total = ((await lines.getByTestId('total').textContent()) ?? '').trim();
    expect(total).toMatch(market.currency);
    // The page has no footer: at its end the WhatsApp button is below the total, not over it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const whatsapp = page.getByTestId('whatsapp-button');
    if (await whatsapp.isVisible())
      expect(intersects(await boxOf(whatsapp), await boxOf(lines.getByTestId('total')))).toBe(false);
    const retry = page.getByTestId('pay-again');
    await expect(retry).toHaveText(copy.checkout.retryPayment.replace('{amount}', total));
    await expectNoSeriousA11yViolations(page);

    // Someone else, signed in, sees no order there.
    const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const stranger = await other.newPage();
    const otherJourney = new Journey(stranger, request, market);
    await stranger.goto(retryUrl);
    await otherJourney.signIn(freshPhone());
    await otherJourney.at('\\/checkout\\/payment\\/retry\\/[0-9a-f-]{36}$');
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(copy.checkout.orderNotFound);
    await expect(stranger.getByTestId('order-lines')).toHaveCount(0);
    await expect(stranger.getByText(name)).toHaveCount(0);
    await other.close();

    // The owner retries: the same order is paid.
    await expectClearOfWhatsApp(page, retry);
    await shopper.gatewayAnswers('pay successfully');
    await shopper.at('(\\/toothsi)?\\/checkout\\/payment\\/success\\/[0-9a-f-]{36}$');
    await shopper.expectPaid();
  });

  test(`${market.name}: the WhatsApp button never covers the contact forms' buttons, and steps aside while a field is being filled`, async ({
    page,
  }) => {
    await page.goto(`${market.prefix}/contact-us`);
    await hydrated(page);
    const forms = page.locator('main form');
    expect(await forms.count()).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < (await forms.count()); i++)
      await expectClearOfWhatsApp(page, forms.nth(i).locator('button[type="submit"]'));

    // At the page's end it is in view over nothing (over text it steps aside, issue 30 item 6); a field being filled
    // hides it there too, without the page moving.
    const toEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await toEnd();
    const whatsapp = page.getByTestId('whatsapp-button');
    await expect(whatsapp).toBeVisible();
    await forms
      .first()
      .getByRole('textbox')
      .first()
      .evaluate((field: HTMLElement) => field.focus({ preventScroll: true }));
    await expect(whatsapp).toBeHidden();
    await page.locator('h1').click();
    await toEnd();
    await expect(whatsapp).toBeVisible();

    await page.goto(`${market.prefix}/help-and-support`);
    await hydrated(page);
    await expectClearOfWhatsApp(page, page.locator('main form button[type="submit"]').first());
  });

  test(`${market.name}: the sign-in dialog's button is clear of the WhatsApp button`, async ({ page }) => {
    await page.goto(market.prefix || '/');
    await hydrated(page);
    await expect(page.getByTestId('whatsapp-button')).toBeVisible();
    await page.getByTestId('account-menu').click();
    const dialog = page.getByRole('dialog');
    const send = dialog.locator('form button[type="submit"]');
    await expect(send).toBeVisible();
    await expect(page.getByTestId('whatsapp-button')).toBeHidden();
    await expectClearOfWhatsApp(page, send);
  });

  test(`${market.name}: the 404 page has its own title and the site's footer in its language`, async ({ page }) => {
    const response = await page.goto(`${market.prefix}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    const { shell } = copy;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shell.notFound.title);
    await expect(page).toHaveTitle(`${shell.notFound.title} | ${shell.meta.siteName}`);
    const footer = page.getByRole('contentinfo', { name: shell.footer.label });
    await expect(footer).toBeVisible();
    await expect(footer.getByTestId('city-list').first()).toBeVisible();
    await expect(footer.getByTestId('footer-contact')).toContainText(shell.support.title);
    await expect(page.locator('html')).toHaveAttribute('dir', market.dir);
    // A missing product is the same page.
    await page.goto(`${market.prefix}/toothsi/products/999999/nothing`);
    await expect(page).toHaveTitle(`${shell.notFound.title} | ${shell.meta.siteName}`);
    await expect(page.getByRole('contentinfo', { name: shell.footer.label })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
