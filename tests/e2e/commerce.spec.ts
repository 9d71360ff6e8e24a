import { expect, test } from './test';
import { expectNoSeriousA11yViolations, openSignInFromAccount } from './helpers';
import { ENGLISH_INDIA, freshPhone, Journey, MARKETS } from './checkout-journey';

for (const market of MARKETS) {
  test.describe(market.name, () => {
    test('a guest adds a retainer, signs in, the cart merges, pays in the sandbox and sees the order; a failed payment is retried on the same order', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const shopper = new Journey(page, request, market);
      await shopper.addRetainer();
      await page.getByTestId('cart-button').click();
      await shopper.at('\\/checkout\\/select-address$');
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(page.getByTestId('total')).toContainText(market.currency);
      await expectNoSeriousA11yViolations(page);

      // A coupon from another country is refused with its reason; the total does not change.
      const totalBefore = await page.getByTestId('total').textContent();
      await page.getByTestId('coupon-input').fill(market.prefix ? 'SMILE10' : 'SUMMER25');
      await page.getByTestId('coupon-input').press('Enter');
      await expect(page.getByTestId('coupon-input')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alert').filter({ hasText: market.prefix ? 'SMILE10' : 'SUMMER25' })).toBeVisible();
      await expect(page.getByTestId('total')).toHaveText(totalBefore ?? '');

      await page.getByTestId('sign-in-to-checkout').click();
      await shopper.signIn(freshPhone());
      await shopper.at('\\/checkout\\/select-address$');
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(page.getByTestId('cart-count')).toHaveText('1');

      await shopper.addAddress();
      await page.getByTestId('continue').click();
      await shopper.at('\\/checkout\\/select-address-step-2$');
      await expectNoSeriousA11yViolations(page);
      await page.getByTestId('pay').click();
      await shopper.gatewayAnswers('pay successfully');
      await shopper.at('\\/toothsi\\/checkout\\/payment\\/success\\/[0-9a-f-]{36}$');
      await shopper.expectPaid();
      await expect(page.locator('footer')).toHaveCount(0);
      await expect(page.getByTestId('cart-count')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await page.goto(shopper.url('/my-account/orders'));
      await expect(page.getByTestId('order-card')).toHaveCount(1);

      // Second purchase: the bank declines, the customer retries from the retry page, the same order is paid.
      await shopper.addRetainer();
      await page.goto(shopper.url('/checkout/select-address-step-2'));
      await page.getByTestId('pay').click();
      await shopper.gatewayAnswers('fail the payment');
      await shopper.at('\\/checkout\\/payment\\/retry\\/[0-9a-f-]{36}$');
      const failedOrder = shopper.orderId();
      await expect(page.getByTestId('payment-retry')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByTestId('pay-again').click();
      await shopper.gatewayAnswers('pay successfully');
      await shopper.at('(\\/toothsi)?\\/checkout\\/payment\\/success\\/[0-9a-f-]{36}$');
      expect(shopper.orderId()).toBe(failedOrder);
      await shopper.expectPaid();
      await page.goto(shopper.url('/my-account/orders'));
      await expect(page.getByTestId('order-card')).toHaveCount(2);
    });

    test('a scan booking takes a slot and shows on the order', async ({ page, request }) => {
      test.setTimeout(120_000);
      const customer = new Journey(page, request, market);
      const { copy } = market;
      // My account's call to action at the first stage leads to the booking flow. My account is public: its
      // sign-in button comes back to it.
      await openSignInFromAccount(page, market.prefix);
      await customer.signIn(freshPhone());
      await customer.at('\\/my-account$');
      await page.getByTestId('stage-cta').filter({ visible: true }).getByRole('link').click();
      await customer.at('\\/my-account\\/book-scan$');
      await page.getByTestId('scan-city').selectOption(market.address.city);
      await page.getByTestId('choose-scan-home').click();
      await customer.at('\\/checkout\\/select-address$');
      await customer.addAddress();
      // Home or centre was answered on the booking page: the bag shows the answer, a home visit.
      await expect(page.getByTestId('visit-place')).toHaveAttribute('data-location-type', 'home');
      await page.getByTestId('continue').click();
      await customer.at('\\/my-account\\/select-schedule$');
      await expectNoSeriousA11yViolations(page);
      const slot = page.getByTestId('slot').first();
      const time = (await slot.textContent())?.trim() ?? '';
      await slot.click();
      await customer.at('\\/checkout\\/select-address-step-2$');
      await expect(page.getByTestId('review-slot')).toContainText(time);
      // The scan is free: confirming the booking takes the slot without a trip to the gateway.
      await expect(page.getByTestId('pay')).toHaveText(copy.checkout.confirmBooking);
      await page.getByTestId('pay').click();
      await customer.at('(\\/toothsi)?\\/checkout\\/payment\\/success\\/[0-9a-f-]{36}$');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.checkout.confirmedTitle);
      await expect(page.getByTestId('order-slot')).toContainText(time);
      await page.getByRole('link', { name: copy.checkout.viewBooking }).click();
      await customer.at('\\/toothsi\\/my-account\\/orders\\/[0-9a-f-]{36}$');
      await expect(
        page.getByTestId('timeline-step').filter({ hasText: copy.checkout.stage.scanScheduled }),
      ).toHaveAttribute('data-done', 'true');
      await expect(page.getByTestId('order-slot')).toContainText(time);
      await expectNoSeriousA11yViolations(page);
      await page.goto(customer.url('/my-account'));
      await expect(page.getByTestId('stage-cta').filter({ visible: true })).toHaveAttribute(
        'data-stage',
        'scanBookedOrIkOrdered',
      );
    });
  });
}

test('signed-in account pages load without moving what the customer already sees', async ({ page, request }) => {
  test.setTimeout(90_000);
  const customer = new Journey(page, request, ENGLISH_INDIA);
  await openSignInFromAccount(page);
  await customer.signIn(freshPhone());
  await customer.at('\\/my-account$');
  // On a phone network the page's data arrives well after the page is painted: make it so here too.
  await page.route('**/api/v1/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/my-account', '/my-account/orders']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(cls, path).toBeLessThan(0.02);
  }
});
