import { expect, test, type APIRequestContext, type Page } from './test';
import { collectConsoleErrors, expectNoSeriousA11yViolations, openSignInFromAccount } from './helpers';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydrated';

let seq = 0;
/** A fresh Indian mobile number per test run and test, so rate limits never collide. */
function freshPhone(): string {
  seq++;
  return `97${String(Date.now() % 1_000_000).padStart(6, '0')}${String(seq).padStart(2, '0')}`;
}

async function codeFor(request: APIRequestContext, e164: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await request.get('/dev/outbox?format=json');
    const { messages } = (await res.json()) as { messages: Array<{ recipient: string; body: string }> };
    const found = messages.find((m) => m.recipient === e164);
    const code = found && /\b(\d{6})\b/.exec(found.body)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code for ${e164}`);
}

async function signIn(
  page: Page,
  request: APIRequestContext,
  phone: string,
  labels: { phone: RegExp; send: RegExp; code: RegExp; verify: RegExp },
) {
  await page.getByLabel(labels.phone).fill(phone);
  await page.getByRole('button', { name: labels.send }).click();
  const code = await codeFor(request, `+91${phone}`);
  await page.getByLabel(labels.code).fill(code);
  await page.getByRole('button', { name: labels.verify }).click();
}

const EN = { phone: /mobile number/i, send: /send code/i, code: /6-digit code/i, verify: /verify/i };

test('a visitor signs in with a code from the outbox, completes the profile, sees the lock, adds an address and signs out', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await openSignInFromAccount(page);
  await expectNoSeriousA11yViolations(page);
  await signIn(page, request, phone, EN);
  await page.waitForURL(/\/my-account$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  const cta = page.getByTestId('stage-cta').filter({ visible: true });
  await expect(cta).toHaveAttribute('data-stage', 'initial');
  await expect(cta.getByRole('link')).toHaveText('Book a scan');

  await page.goto('/profile');
  await expect(
    page.getByText('Important : You will not be able to edit Name and Gender once you have saved them.'),
  ).toBeVisible();
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Email').fill('meera@example.com');
  await page.getByRole('button', { name: /update|save/i }).click();
  await expect(page.getByRole('status')).toHaveText(/saved/i);
  await expect(page.getByTestId('name-locked')).toHaveText('Meera Iyer');
  await expect(page.getByTestId('gender-locked')).toHaveText('Female');
  await page.reload();
  await expect(page.getByTestId('name-locked')).toHaveText('Meera Iyer');
  await expect(page.getByLabel('Full name')).toHaveCount(0);

  await page.goto('/my-account/add-edit-address');
  await page.getByLabel('House or flat number, building, street').fill('12 Hill Road, Bandra West');
  await page.getByLabel('City', { exact: true }).selectOption('Mumbai');
  await page.getByLabel('PIN code').fill('110001');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('We do not serve PIN code 110001 in Mumbai yet.')).toBeVisible();
  await page.getByLabel('PIN code').fill('400050');
  await page.getByRole('button', { name: 'Save address' }).click();
  await page.waitForURL(/\/my-account\/select-address$/);
  await expect(page.getByTestId('address')).toHaveCount(1);
  await expect(page.getByTestId('address')).toContainText('400050');
  await expect(page.getByTestId('address')).toContainText('Default');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('account-menu').click();
  await page.getByRole('button', { name: /log ?out|sign out/i }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // Signed out, my account is its public landing again; the account's own pages ask to sign in.
  await page.goto('/my-account');
  await expect(page.getByTestId('account-landing')).toBeVisible();
  await page.goto('/my-account/select-address');
  await page.waitForURL(/\/sign-in\?next=%2Fmy-account%2Fselect-address/);
});

test('Arabic (UAE): sign in with an Indian number, RTL form, back to where the visitor was', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await page.goto('/uae-ar/smile-tracker-settings');
  await page.waitForURL(/\/uae-ar\/sign-in\?next=/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('combobox').first().selectOption('IN');
  await page.getByRole('textbox').first().fill(phone);
  await page.locator('form button[type="submit"]').click();
  const code = await codeFor(request, `+91${phone}`);
  await page.getByRole('textbox').first().fill(code);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/uae-ar\/smile-tracker-settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the API refuses floods, foreign ids and bad input with clear errors', async ({ request }) => {
  const phone = freshPhone();
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++)
    statuses.push((await request.post('/api/v1/auth/otp/send', { data: { phone, country: 'IN' } })).status());
  expect(statuses).toEqual([202, 202, 202, 429]);
  const bad = await request.post('/api/v1/auth/otp/send', { data: { phone: '123', country: 'IN' } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.fields[0].path).toBe('body.phone');
  expect((await request.get('/api/v1/user/info')).status()).toBe(401);
  const foreign = await request.post('/api/v1/auth/otp/send', {
    data: { phone, country: 'IN' },
    headers: { origin: 'https://evil.example' },
  });
  expect(foreign.status()).toBe(403);
});

test('the sign-in page refuses to send visitors to another site', async ({ page, request }) => {
  const phone = freshPhone();
  await page.goto('/sign-in?next=%2F%2Fevil.example%2Fsteal');
  await signIn(page, request, phone, EN);
  // Landing on our own account page (not evil.example) is the assertion.
  await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/my-account$/);
});

test('a visitor takes the smile consultation, signs in to save it, and finds it under My consultations', async ({
  page,
  request,
}) => {
  await page.goto('/get-started');
  await page.getByRole('button', { name: 'See my recommendation' }).click();
  await expect(page.getByText('Please answer every question.')).toBeVisible();
  await page.getByLabel('Crowded or crooked teeth').check();
  await page.getByLabel('18 to 35').check();
  await page
    .getByRole('group', { name: /braces or aligners before/ })
    .getByLabel('No')
    .check();
  await page.getByLabel('Straighter teeth').check();
  await page.getByLabel('As soon as possible').check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'See my recommendation' }).click();
  await expect(page.getByTestId('recommendation')).toContainText('Clear aligners look like a good fit');
  await signIn(page, request, freshPhone(), EN);
  await expect(page.getByRole('status')).toContainText('Saved to your consultations.');
  await page.goto('/my-account');
  await expect(page.getByRole('region', { name: 'My consultations' })).toContainText('Smile consultation');
});

/** A product of the seeded catalogue (server/db/catalog-seed.ts). */
const PRODUCT = { id: 101, name: 'Removable retainer' };

test('my account, my orders and the bag come in the page itself, with no script, and hydrate over it', async ({
  page,
  request,
}) => {
  await page.goto('/my-account/orders');
  await page.waitForURL(/\/sign-in\?next=/);
  await signIn(page, request, freshPhone(), EN);
  await page.waitForURL(/\/my-account\/orders$/);
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  const origin = new URL(page.url()).origin;
  const added = await page.request.post('/api/v1/cart/items?country=IN&locale=en', {
    data: { productId: PRODUCT.id, quantity: 2, mode: 'add' },
    headers: { origin },
  });
  expect(added.status()).toBe(200);

  // No script at all, and no API call from the page: what shows is the HTML the server rendered for this customer.
  const calls: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/api/v1/orders') || path.startsWith('/api/v1/cart') || path.startsWith('/api/v1/addresses'))
      calls.push(path);
  });
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.mainFrame().goto('/my-account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello!');
  await expect(page.getByTestId('stage-cta')).toHaveCount(1);
  await expect(page.getByTestId('stage-cta')).toHaveAttribute('data-stage', 'initial');
  await expect(page.getByText('You have no consultations yet.', { exact: false })).toBeVisible();
  await page.mainFrame().goto('/my-account/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My orders');
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop products' })).toBeVisible();
  await page.mainFrame().goto('/checkout/select-address');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(PRODUCT.name);
  await expect(line.getByTestId('quantity')).toHaveText('2');
  await expect(page.getByText('You have no saved address yet.', { exact: false })).toBeVisible();
  expect(calls).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute(HYDRATED_ATTRIBUTE);

  // With its scripts the bag hydrates over it, with no error, and works: one less of the product.
  await page.unroute('**/_next/static/**/*.js');
  const errors = collectConsoleErrors(page);
  await page.goto('/checkout/select-address');
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE);
  await line.getByRole('button', { name: 'One less' }).click();
  await expect(line.getByTestId('quantity')).toHaveText('1');
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);

  // All are private: no shared cache may keep them.
  for (const path of ['/my-account', '/my-account/orders', '/checkout/select-address']) {
    const answer = await page.request.get(path);
    expect(answer.headers()['cache-control'], path).toContain('private');
  }

  // A session that is no longer valid is sent to sign in by the page itself, before any of its data is read.
  const expired = await page.request.get('/my-account/orders', {
    headers: { cookie: 'sid=not-a-session' },
    maxRedirects: 0,
  });
  expect(expired.status()).toBe(307);
  expect(expired.headers().location).toContain('/sign-in?next=%2Fmy-account%2Forders');
});

// An error name only the ICU message parser carries: pages format precompiled messages and never parse one.
const ICU_PARSER_MARK = 'EXPECT_ARGUMENT_CLOSING_BRACE';

test('shop, account and bag pages and the header sign-in show their strings without shipping a message parser', async ({
  page,
  request,
}) => {
  const parserScripts: string[] = [];
  page.on('response', async (response) => {
    if (!/\/_next\/static\/.*\.js$/.test(new URL(response.url()).pathname)) return;
    const body = await response.text().catch(() => '');
    if (body.includes(ICU_PARSER_MARK)) parserScripts.push(response.url());
  });

  await page.goto('/toothsi/products/allproducts?category=ORAL_HYGIENE');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openSignInFromAccount(page);
  await signIn(page, request, freshPhone(), EN);
  await page.waitForURL(/\/my-account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello!');
  await expect(page.getByRole('heading', { name: 'My consultations' })).toBeVisible();
  await page.goto('/checkout/select-address');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(parserScripts).toEqual([]);

  // Signed out, the header's sign-in dialog loads its strings when opened: precompiled too.
  await page.context().clearCookies();
  await page.goto('/');
  // One tap on "Sign up or log in" opens the form; the button's name is its label (WCAG 2.5.3).
  const signUp = page.getByTestId('account-menu');
  // Its text (shown beside the icon on wider screens) is its name.
  await expect(signUp).toHaveAccessibleName(((await signUp.textContent()) ?? '').trim());
  await signUp.click();
  const dialog = page
    .getByRole('dialog', { name: 'My account' })
    .filter({ has: page.getByRole('heading', { name: 'My account' }) });
  await expect(dialog.getByLabel(EN.phone)).toBeVisible();
  await expect(dialog.getByRole('button', { name: EN.send })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(parserScripts).toEqual([]);
});

test('my account shows the greeting and the call to action of the customer’s stage from the page itself, before any script', async ({
  page,
  request,
}) => {
  await openSignInFromAccount(page);
  await signIn(page, request, freshPhone(), EN);
  await page.waitForURL(/\/my-account$/);
  const saved = await page.request.post('/api/v1/user/update-profile', {
    data: { name: 'Kavya Rao' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.status()).toBe(200);

  // No script at all: what shows is the HTML the server rendered for this customer.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.mainFrame().goto('/my-account');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveText('Hello, Kavya Rao');
  const cta = page.getByTestId('stage-cta').filter({ visible: true });
  await expect(cta).toHaveCount(1);
  await expect(cta).toHaveAttribute('data-stage', 'initial');
  await expect(cta.getByRole('link')).toHaveText('Book a scan');
  await expect(page.getByRole('link', { name: 'My orders' })).toBeVisible();
  await expect(page.getByText('Add your name so our team knows how to greet you.')).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute(HYDRATED_ATTRIBUTE);

  // With its scripts the page hydrates over what is shown, with no error and nothing changed.
  await page.unroute('**/_next/static/**/*.js');
  const errors = collectConsoleErrors(page);
  await page.goto('/my-account');
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE);
  await expect(heading).toHaveText('Hello, Kavya Rao');
  await expect(cta).toHaveAttribute('data-stage', 'initial');
  await expect(page.getByText('You have no consultations yet.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});
