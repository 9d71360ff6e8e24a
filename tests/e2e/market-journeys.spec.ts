import { expect, test } from './test';
import {
  ARABIC_UAE,
  ENGLISH_INDIA,
  ENGLISH_UAE,
  freshPhone,
  HINDI_INDIA,
  Journey,
  type Market,
} from './checkout-journey';

/**
 * Issue 29: each line and each market keeps its own journey. A skinnsi payment comes back to the skin line's pages
 * and a line's status page shows only its own orders (items 1, 2); a cart, its prices and its centres belong to one
 * market (item 3); the language call takes the short alias and the Dubai centre reads in Arabic (item 6).
 */
const FOUR: readonly Market[] = [ENGLISH_INDIA, HINDI_INDIA, ENGLISH_UAE, ARABIC_UAE];
const ID = '[0-9a-f-]{36}';

for (const market of FOUR) {
  test(`${market.name}: a skinnsi payment comes back to the skin line's pages, and each line's status page shows only its own order`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const shopper = new Journey(page, request, market);
    await shopper.addSkincare();
    await page.goto(shopper.url('/checkout/select-address'));
    await page.getByTestId('sign-in-to-checkout').click();
    await shopper.signIn(freshPhone());
    await shopper.at('\\/checkout\\/select-address$');
    await shopper.addAddress();
    await page.getByTestId('continue').click();
    await shopper.at('\\/checkout\\/select-address-step-2$');
    await page.getByTestId('pay').click();

    // The bank declines: the skin line's retry page, never toothsi's.
    await shopper.gatewayAnswers('fail the payment');
    await shopper.at(`\\/skinnsi\\/payment\\/retry\\/${ID}$`);
    const order = shopper.orderId();
    await expect(page.getByTestId('payment-retry')).toBeVisible();

    // toothsi's status page without an order id has no toothsi order to show: it says so, it shows no skin order.
    await page.goto(shopper.url('/toothsi/checkout/payment/success'));
    await expect(page.getByTestId('no-recent-order')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      market.copy.checkout.noRecentOrderTitle.replace('{line}', 'toothsi'),
    );
    await expect(page.getByTestId('payment-retry')).toHaveCount(0);
    // The skin line's page without an id shows its latest order: not paid yet.
    await page.goto(shopper.url('/skinnsi/payment/success'));
    await expect(page.getByTestId('payment-retry')).toBeVisible();
    // An old toothsi link of this order leads to the skin line's page.
    await page.goto(shopper.url(`/checkout/payment/retry/${order}`));
    await shopper.at(`\\/skinnsi\\/payment\\/retry\\/${order}$`);

    // Paid on a second attempt: the skin line's success page, the same order.
    await page.getByTestId('pay-again').click();
    await shopper.gatewayAnswers('pay successfully');
    await shopper.at(`\\/skinnsi\\/payment\\/success\\/${order}$`);
    await shopper.expectPaid();
  });
}

test("a cart belongs to its market: India's bag on / and /hi, the UAE's own on /uae-en and /uae-ar, never repriced", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await new Journey(page, request, ENGLISH_INDIA).addRetainer();
  await page.goto('/hi/checkout/select-address');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('total')).toContainText('₹');

  for (const prefix of ['/uae-en', '/uae-ar']) {
    await page.goto(`${prefix}/checkout/select-address`);
    // Not India's bag in dirhams: the UAE's own, empty, and the header's badge is the UAE's.
    await expect(page.getByTestId('empty-cart')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/AED|د\.إ|₹/);
    // The customer is told where their bag is, and can go back to it.
    await expect(page.getByTestId('other-market-carts').locator('li')).toHaveAttribute('data-country', 'IN');
  }
  await page.getByTestId('other-market-carts').getByRole('link').click();
  await page.waitForURL(/^https?:\/\/[^/]+\/checkout\/select-address$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('total')).toContainText('₹');

  // The UAE's own bag, shared by its two languages, in dirhams; India's stays as it was.
  await new Journey(page, request, ENGLISH_UAE).addRetainer();
  await page.goto('/uae-ar/checkout/select-address');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('total')).toContainText(ARABIC_UAE.currency);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/checkout/select-address');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('total')).toContainText('₹');
  await expect(page.getByTestId('other-market-carts')).toHaveCount(0);
});

test("the schedule picker offers only the market's centre: a Mumbai centre scan is India's, on / and /hi, not on /uae-en or /uae-ar", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = new Journey(page, request, ENGLISH_INDIA);
  await page.goto('/sign-in?next=%2Fmy-account');
  await customer.signIn(freshPhone());
  await customer.at('\\/my-account$');
  // A scan at the Andheri West centre in Mumbai, in the Indian cart (what the booking page asks for).
  expect(
    (
      await page.request.post('/api/v1/cart/items?country=IN', { data: { planCode: 'scan-centre', quantity: 1 } })
    ).status(),
  ).toBe(200);
  expect(
    (
      await page.request.post('/api/v1/cart/visit?country=IN', { data: { locationType: 'centre', clinicId: 1 } })
    ).status(),
  ).toBe(200);
  for (const prefix of ['', '/hi']) {
    await page.goto(`${prefix}/my-account/select-schedule`);
    await expect(page.getByTestId('slot').first()).toBeVisible();
    await expect(page.locator('main')).toContainText('Andheri West');
  }
  for (const prefix of ['/uae-en', '/uae-ar']) {
    await page.goto(`${prefix}/my-account/select-schedule`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('slot')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/Andheri|Mumbai|मुंबई|مومباي/);
  }
  // The centre picker of a Gulf page asks for its market's cities only: Mumbai is not one of the UAE's.
  expect((await page.request.get('/api/v1/booking/centre-flow?city=Mumbai&country=AE')).status()).toBe(404);
});

for (const market of FOUR) {
  test(`${market.name}: the language call takes the spec's short alias and the locale id, and refuses others by field`, async ({
    page,
  }) => {
    const id = { '': 'en-IN', '/hi': 'hi-IN', '/uae-en': 'en-AE', '/uae-ar': 'ar-AE' }[market.prefix] ?? '';
    const segment = market.prefix.slice(1) || 'en';
    // The page itself tells the server its language on first load.
    const told = page.waitForResponse((r) => r.url().includes('/api/v2/toothsi/user/change-language'));
    await page.goto(market.prefix || '/');
    const answer = await told;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ languageAlias: id, stored: false });
    for (const alias of [segment, id]) {
      const res = await page.request.post(`/api/v2/toothsi/user/change-language?languageAlias=${alias}`);
      expect(res.status(), alias).toBe(200);
      expect(((await res.json()) as { languageAlias: string }).languageAlias).toBe(id);
    }
    const bad = await page.request.post('/api/v2/toothsi/user/change-language?languageAlias=xx');
    expect(bad.status()).toBe(400);
    const body = (await bad.json()) as { error: { fields: Array<{ path: string; message: string }> } };
    expect(body.error.fields[0]).toMatchObject({
      path: 'query.languageAlias',
      message: expect.stringMatching(/hi-IN/),
    });
  });
}

test('the Dubai centre reads in Arabic on /uae-ar and in English on /uae-en', async ({ page }) => {
  await page.goto('/uae-ar/experience-centre?city=all');
  const arabic = page.getByTestId('centre');
  await expect(arabic).toHaveAttribute('data-city', 'Dubai');
  await expect(arabic.locator('address')).toContainText('الطابق الأرضي، جميرا تاون سنتر');
  await expect(arabic).not.toContainText(/Jumeirah|Ground floor/);
  await page.goto('/uae-en/experience-centre?city=all');
  await expect(page.getByTestId('centre').locator('address')).toContainText(
    'Ground floor, Jumeirah Town Centre, Jumeirah Beach Road, Dubai',
  );
});
