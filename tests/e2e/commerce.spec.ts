import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from './helpers';

const arAddress = JSON.parse(readFileSync('messages/ar/address.json', 'utf8')) as { recipientName: string; line1: string; city: string; save: string };
const arCheckout = JSON.parse(readFileSync(process.env.AR_CHECKOUT ?? 'messages/ar/checkout.json', 'utf8')) as { addAddress: string; status: { paid: string } };

const RETAINER = '/toothsi/products/101/removable-retainer';
let seq = 0;
function freshPhone(): string {
  seq++;
  return `96${String(Date.now() % 1_000_000).padStart(6, '0')}${String(seq).padStart(2, '0')}`;
}

async function codeFor(request: APIRequestContext, e164: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const { messages } = (await (await request.get('/dev/outbox?format=json')).json()) as { messages: Array<{ recipient: string; body: string }> };
    const code = /\b(\d{6})\b/.exec(messages.find((m) => m.recipient === e164 && /\b\d{6}\b/.test(m.body))?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code for ${e164}`);
}

/** The sign-in form in any language: country, number, code, by position. */
async function signIn(page: Page, request: APIRequestContext, phone: string) {
  await page.getByRole('combobox').first().selectOption('IN');
  await page.getByRole('textbox').first().fill(phone);
  await page.locator('form button[type="submit"]').click();
  const code = await codeFor(request, `+91${phone}`);
  await page.getByRole('textbox').first().fill(code);
  await page.locator('form button[type="submit"]').click();
}

/** On the sandbox gateway's page: choose how the payment ends. */
async function sandboxPays(page: Page, choice: RegExp) {
  await page.waitForURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: choice }).click();
}

function orderIdOf(url: string): string {
  const id = /([0-9a-f-]{36})$/.exec(new URL(url).pathname)?.[1];
  if (!id) throw new Error(`no order id in ${url}`);
  return id;
}

test('a guest adds a retainer, signs in, the cart merges, pays in the sandbox and sees the order; a failed payment is retried on the same order', async ({ page, request }) => {
  test.setTimeout(120_000);
  const phone = freshPhone();
  await page.goto(RETAINER);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByTestId('cart-button').click();
  await page.waitForURL(/\/checkout\/select-address$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // An expired coupon is refused with its reason; the total does not change.
  await page.getByLabel('Coupon code').fill('SUMMER25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('SUMMER25 has expired.')).toBeVisible();

  await page.getByTestId('sign-in-to-checkout').click();
  await page.waitForURL(/\/sign-in\?next=/);
  await signIn(page, request, phone);
  await page.waitForURL(/\/checkout\/select-address$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByRole('link', { name: 'Add an address' }).click();
  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('House or flat number, building, street').fill('12 Hill Road, Bandra West');
  await page.getByLabel('City', { exact: true }).selectOption('Mumbai');
  await page.getByLabel('PIN code').fill('400050');
  await page.getByRole('button', { name: 'Save address' }).click();
  await page.waitForURL(/\/checkout\/select-address$/);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await page.getByTestId('continue').click();
  await page.waitForURL(/\/checkout\/select-address-step-2$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('pay').click();
  await sandboxPays(page, /pay successfully/i);
  await page.waitForURL(/\/toothsi\/checkout\/payment\/success\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  await page.goto('/my-account/orders');
  await expect(page.getByTestId('order-card')).toHaveCount(1);

  // Second purchase: the bank declines, the customer retries from the retry page, the same order is paid.
  await page.goto(RETAINER);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/checkout/select-address-step-2');
  await page.getByTestId('pay').click();
  await sandboxPays(page, /fail the payment/i);
  await page.waitForURL(/\/checkout\/payment\/retry\/[0-9a-f-]{36}$/);
  const failedOrder = orderIdOf(page.url());
  await expect(page.getByTestId('payment-retry')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('pay-again').click();
  await sandboxPays(page, /pay successfully/i);
  await page.waitForURL(/\/payment\/success\/[0-9a-f-]{36}$/);
  expect(orderIdOf(page.url())).toBe(failedOrder);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await page.goto('/my-account/orders');
  await expect(page.getByTestId('order-card')).toHaveCount(2);
});

test('a scan booking takes a slot and shows on the order', async ({ page, request }) => {
  test.setTimeout(120_000);
  const phone = freshPhone();
  await page.goto('/my-account');
  await page.waitForURL(/\/sign-in\?next=/);
  await signIn(page, request, phone);
  await page.waitForURL(/\/my-account$/);
  await page.getByTestId('scan-city').selectOption('Mumbai');
  await page.getByTestId('choose-scan-home').click();
  await page.waitForURL(/\/checkout\/select-address$/);
  await page.getByRole('link', { name: 'Add an address' }).click();
  await page.getByLabel('Full name').fill('Kabir Shah');
  await page.getByLabel('House or flat number, building, street').fill('4 Carter Road, Bandra West');
  await page.getByLabel('City', { exact: true }).selectOption('Mumbai');
  await page.getByLabel('PIN code').fill('400050');
  await page.getByRole('button', { name: 'Save address' }).click();
  await page.waitForURL(/\/checkout\/select-address$/);
  await expect(page.getByRole('radio', { name: /at home/i })).toBeChecked();
  await page.getByTestId('continue').click();
  await page.waitForURL(/\/my-account\/select-schedule$/);
  await expectNoSeriousA11yViolations(page);
  const slot = page.getByTestId('slot').first();
  const time = (await slot.textContent())?.trim() ?? '';
  await slot.click();
  await page.waitForURL(/\/checkout\/select-address-step-2$/);
  await expect(page.getByTestId('review-slot')).toContainText(time);
  // The scan is free: confirming the booking takes the slot without a trip to the gateway.
  await expect(page.getByTestId('pay')).toHaveText('Confirm booking');
  await page.getByTestId('pay').click();
  await page.waitForURL(/\/payment\/success\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking confirmed');
  await expect(page.getByTestId('order-slot')).toContainText(time);
  await page.getByRole('link', { name: 'View order' }).click();
  await page.waitForURL(/\/toothsi\/my-account\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('timeline-step').filter({ hasText: 'Scan scheduled' })).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('order-slot')).toContainText(time);
  await page.goto('/my-account');
  await expect(page.getByTestId('stage-cta')).toHaveAttribute('data-stage', 'scanBookedOrIkOrdered');
});

test('Arabic (UAE): a guest adds a retainer, signs in, the cart merges, pays in dirhams and sees the order', async ({ page, request }) => {
  test.setTimeout(120_000);
  const phone = freshPhone();
  await page.goto(`/uae-ar${RETAINER}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByTestId('cart-button').click();
  await page.waitForURL(/\/uae-ar\/checkout\/select-address$/);
  await expect(page.getByTestId('total')).toContainText(/AED|د\.إ/);
  await page.getByTestId('sign-in-to-checkout').click();
  await page.waitForURL(/\/uae-ar\/sign-in\?next=/);
  await signIn(page, request, phone);
  await page.waitForURL(/\/uae-ar\/checkout\/select-address$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('link', { name: arCheckout.addAddress }).click();
  await page.getByLabel(arAddress.recipientName).fill('Layla Hassan');
  await page.getByLabel(arAddress.line1).fill('Villa 12, Al Wasl Road, Jumeirah');
  await page.getByLabel(arAddress.city, { exact: true }).selectOption('Dubai');
  await page.getByRole('button', { name: arAddress.save }).click();
  await page.waitForURL(/\/uae-ar\/checkout\/select-address$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('continue').click();
  await page.waitForURL(/\/uae-ar\/checkout\/select-address-step-2$/);
  await page.getByTestId('pay').click();
  await sandboxPays(page, /pay successfully/i);
  await page.waitForURL(/\/uae-ar\/toothsi\/checkout\/payment\/success\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText(arCheckout.status.paid);
  await expectNoSeriousA11yViolations(page);
});
