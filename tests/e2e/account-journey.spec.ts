import { readFileSync } from 'node:fs';
import { expect, hydrated, test, type Page } from './test';
import { expectNoSeriousA11yViolations, openSignInFromAccount, signIn, uniquePhone } from './helpers';
import type { CheckoutStartBody, Order, ScheduleDay } from '@/lib/api/commerce-contracts';
import { movableSlot } from '@/tests/fixtures/slots';

/** The operations secret playwright.config.ts gives the server, to move orders along as operations would. */
const OPS_SECRET = 'e2e-ops-secret-0123456789abcdef';

interface Market {
  name: string;
  prefix: string;
  lang: 'en' | 'ar';
  country: 'IN' | 'AE';
  localeId: string;
  /** An experience centre of the market (server/db/commerce-seed.ts). */
  clinicId: number;
}
const ENGLISH_INDIA: Market = {
  name: 'English (India)',
  prefix: '',
  lang: 'en',
  country: 'IN',
  localeId: 'en-IN',
  clinicId: 2,
};
const ARABIC_UAE: Market = {
  name: 'Arabic (UAE)',
  prefix: '/uae-ar',
  lang: 'ar',
  country: 'AE',
  localeId: 'ar-AE',
  clinicId: 7,
};

function accountCopy(lang: 'en' | 'ar') {
  return JSON.parse(readFileSync(`messages/${lang}/account.json`, 'utf8')) as {
    cta: { initialCTA: string; scanBookedOrIKOrderedCTA: string; alignersDispatchedCTA: string; sessionBooked: string };
    booking: { reschedule: string; cancel: string; confirmCancelYes: string; cancelledTitle: string };
  };
}

/** A customer of a market, signed in in the browser; their API calls go with the browser's session cookie. */
class Customer {
  constructor(
    readonly page: Page,
    readonly market: Market,
  ) {}

  url(path: string) {
    return `${this.market.prefix}${path}`;
  }

  async signIn() {
    await openSignInFromAccount(this.page, this.market.prefix);
    await signIn(this.page, uniquePhone('92'));
    await this.page.waitForURL(new RegExp(`${this.market.prefix}/my-account$`));
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    data?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const origin = new URL(this.page.url()).origin;
    const res = await this.page.request.fetch(path, { method, data, headers: { origin, ...headers } });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  private q() {
    return `country=${this.market.country}`;
  }

  /** Places the cart's order; a paid one is paid on the sandbox gateway's page. */
  private async placeAndPay(): Promise<Order> {
    const { cart } = await this.call<{ cart: { totalMinor: number } }>('GET', `/api/v1/cart?${this.q()}`);
    const { order, checkout } = await this.call<{ order: Order; checkout: CheckoutStartBody }>(
      'POST',
      '/api/v1/orders',
      { country: this.market.country, locale: this.market.localeId, expectedTotalMinor: cart.totalMinor },
    );
    if (checkout.kind === 'redirect') {
      await this.page.goto(checkout.url);
      await this.page.getByRole('button', { name: /pay successfully/i }).click();
      await this.page.waitForURL(/\/payment\/success\//);
    } else {
      expect(checkout.kind).toBe('none');
    }
    return order;
  }

  /**
   * Chooses the first free time more than a day away (so the booking can still be moved or cancelled, whatever the
   * hour the test runs) of the `day`th such day of the cart's place.
   */
  private async chooseTime(day = 0) {
    const { days } = await this.call<{ days: ScheduleDay[] }>('GET', `/api/v1/booking/slots?${this.q()}`);
    const slot = movableSlot(days, day);
    if (!slot) throw new Error('no free time');
    await this.call('POST', `/api/v1/cart/schedule?${this.q()}`, { slotId: slot.id });
  }

  /** A free 3D scan at one of the market's centres. */
  async bookScan(): Promise<Order> {
    await this.call('POST', `/api/v1/cart/items?${this.q()}`, { planCode: 'scan-home', quantity: 1, mode: 'add' });
    await this.call('POST', `/api/v1/cart/visit?${this.q()}`, {
      locationType: 'centre',
      clinicId: this.market.clinicId,
    });
    await this.chooseTime(1);
    return this.placeAndPay();
  }

  /** An impression kit, delivered to a Mumbai address and paid. */
  async orderKit(): Promise<Order> {
    const { address } = await this.call<{ address: { id: string } }>('POST', '/api/v1/addresses', {
      recipientName: 'Asha Rao',
      phone: '98200 12345',
      line1: '12 Hill Road, Bandra West',
      city: 'Mumbai',
      pincode: '400050',
      country: 'IN',
    });
    await this.call('POST', `/api/v1/cart/items?${this.q()}`, { planCode: 'impression-kit', quantity: 1, mode: 'add' });
    await this.call('POST', `/api/v1/cart/address?${this.q()}`, { addressId: address.id });
    return this.placeAndPay();
  }

  /** Six laser sessions for the underarms at a Mumbai centre, paid. */
  async bookLaser(): Promise<Order> {
    await this.call('POST', `/api/v1/cart/skin-package?${this.q()}`, {
      packageCode: 'lhr-underarms-6',
      city: 'Mumbai',
      locationType: 'centre',
    });
    await this.call('POST', `/api/v1/cart/visit?${this.q()}`, { locationType: 'centre', clinicId: 1 });
    await this.chooseTime(0);
    return this.placeAndPay();
  }

  /** Operations move the order along its timeline. */
  async advance(order: Order, stage: 'scanDone' | 'inProduction' | 'dispatched') {
    await this.call(
      'POST',
      `/api/v1/ops/orders/${order.id}/stage`,
      { stage },
      { authorization: `Bearer ${OPS_SECRET}` },
    );
  }

  /**
   * On my account, the call to action is the next step named, labelled as the catalogue says; following it lands on
   * `path` (a regular expression source after the locale prefix), which answers 200 and is never my account itself.
   */
  async ctaLeadsTo(step: string, label: string, path: string) {
    await this.page.goto(this.url('/my-account'));
    const cta = this.page.getByTestId('stage-cta').filter({ visible: true });
    await expect(cta).toHaveAttribute('data-step', step);
    const link = cta.getByRole('link');
    await expect(link).toHaveText(label);
    await link.click();
    await this.page.waitForURL(new RegExp(`^https?://[^/]+${this.market.prefix.replace(/\//g, '\\/')}${path}$`));
    expect(new URL(this.page.url()).pathname).not.toMatch(/\/my-account$/);
    const answer = await this.page.request.get(this.page.url());
    expect(answer.status(), this.page.url()).toBe(200);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }
}

for (const market of [ENGLISH_INDIA, ARABIC_UAE]) {
  const copy = accountCopy(market.lang);
  test.describe(market.name, () => {
    test('the account call to action follows the aligner journey: book, the booking, then the smile tracker', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const customer = new Customer(page, market);
      await customer.signIn();
      await customer.ctaLeadsTo('bookScan', copy.cta.initialCTA, '\\/my-account\\/book-scan');
      await expect(page.getByTestId('scan-city')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const scan = await customer.bookScan();
      await customer.ctaLeadsTo(
        'scanBooked',
        copy.cta.scanBookedOrIKOrderedCTA,
        `\\/toothsi\\/my-account\\/orders\\/${scan.id}`,
      );
      // The booking, with its date, time and place, and the ways to move or cancel it.
      await expect(page.getByTestId('order-slot')).toBeVisible();
      await expect(
        page.getByTestId('booking-actions').getByRole('button', { name: copy.booking.reschedule }),
      ).toBeVisible();
      await expect(
        page.getByTestId('booking-actions').getByRole('button', { name: copy.booking.cancel }),
      ).toBeVisible();

      await customer.advance(scan, 'scanDone');
      await customer.ctaLeadsTo(
        'scanDone',
        copy.cta.scanBookedOrIKOrderedCTA,
        `\\/toothsi\\/my-account\\/orders\\/${scan.id}`,
      );
      await expect(page.getByTestId('booking-actions')).toHaveCount(0);

      await customer.advance(scan, 'dispatched');
      await customer.ctaLeadsTo('startTreatment', copy.cta.alignersDispatchedCTA, '\\/smile-tracker-settings');
    });
  });
}

test('English (India): an impression kit leads to its order, and a laser package booking shows as the skin next step', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const copy = accountCopy('en');
  const customer = new Customer(page, ENGLISH_INDIA);
  await customer.signIn();
  const kit = await customer.orderKit();
  await customer.ctaLeadsTo(
    'kitOrdered',
    copy.cta.scanBookedOrIKOrderedCTA,
    `\\/toothsi\\/my-account\\/orders\\/${kit.id}`,
  );

  const laser = await customer.bookLaser();
  await page.goto('/my-account');
  const skin = page.getByTestId('skin-next-step');
  await expect(skin).toHaveAttribute('data-step', 'sessionBooked');
  await skin.getByRole('link', { name: copy.cta.sessionBooked }).click();
  await page.waitForURL(new RegExp(`/toothsi/my-account/orders/${laser.id}$`));
  expect((await page.request.get(page.url())).status()).toBe(200);
  await expect(page.getByTestId('order-slot')).toBeVisible();
  // A paid booking is moved here; cancelling it (and the refund) is our care team's.
  await expect(
    page.getByTestId('booking-actions').getByRole('button', { name: copy.booking.reschedule }),
  ).toBeVisible();
  await expect(page.getByTestId('booking-actions').getByRole('button', { name: copy.booking.cancel })).toHaveCount(0);
  await expect(page.getByTestId('booking-actions').getByRole('link', { name: /care team/ })).toBeVisible();
});

for (const market of [ENGLISH_INDIA, ARABIC_UAE]) {
  const copy = accountCopy(market.lang);
  test(`${market.name}: the customer moves their booked scan to another time, then cancels it and is back to booking`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const customer = new Customer(page, market);
    await customer.signIn();
    const scan = await customer.bookScan();
    await page.goto(customer.url(`/toothsi/my-account/orders/${scan.id}`));
    await hydrated(page);
    const actions = page.getByTestId('booking-actions');
    const before = await page.getByTestId('order-slot').textContent();

    await actions.getByRole('button', { name: copy.booking.reschedule }).click();
    const days = actions.getByTestId('new-day').and(page.locator('[data-state="open"]'));
    await days.nth(3).click();
    await expect(days.nth(3)).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);
    await actions.getByTestId('new-slot').last().click();
    await expect(actions.getByRole('status')).toBeVisible();
    await expect(page.getByTestId('order-slot')).not.toHaveText(before ?? '');
    // The move is the server's: it shows again after a reload.
    const moved = await page.getByTestId('order-slot').textContent();
    await page.reload();
    await expect(page.getByTestId('order-slot')).toHaveText(moved ?? '');

    await hydrated(page);
    await actions.getByRole('button', { name: copy.booking.cancel }).click();
    await actions.getByRole('button', { name: copy.booking.confirmCancelYes }).click();
    await expect(actions.getByRole('heading', { name: copy.booking.cancelledTitle })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await customer.ctaLeadsTo('bookScan', copy.cta.initialCTA, '\\/my-account\\/book-scan');
  });
}
