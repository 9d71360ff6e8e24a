import { expect, hydrated, test } from './test';
import { expectSoundPage, inTurn } from './helpers';

/** The shared pages of issue #18, in a default, an Indian-language and an Arabic (RTL) locale. */
const ROUTES = [
  '/about-us',
  '/contact-us',
  '/faqs',
  '/help-and-support',
  '/support',
  '/terms-of-use',
  '/privacy-policy',
  '/covid-19',
  '/ae/comming-soon',
] as const;
const LOCALES = ['en', 'hi', 'uae-ar'] as const;

const urlOf = (segment: string, route: string) => (segment === 'en' ? route : `/${segment}${route}`);

for (const { route, locale: segment } of inTurn(ROUTES, LOCALES)) {
  test(`${urlOf(segment, route)}: 200, one visible h1 and main, hydrated without console errors, axe`, async ({
    page,
  }) => {
    await expectSoundPage(page, urlOf(segment, route));
  });
}

test('a callback request is confirmed, and a second one for the same number within 30 minutes is merged', async ({
  page,
}) => {
  // A number of its own per run: the e2e database outlives a run.
  const phone = `98${String(Date.now()).slice(-8)}`;
  await page.goto('/contact-us');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Call me back' });
  await form.getByLabel('Mobile number', { exact: true }).fill(phone);
  await form.getByLabel('What is it about?').selectOption('paymentOptions');
  await form.getByRole('button', { name: 'Call me back' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We will call you back' })).toBeVisible();
  // The number as India writes it (lib/phone-format.ts): +91 98xxx xxxxx.
  await expect(
    page.getByRole('status').filter({ hasText: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Ask about something else' }).click();
  await expect(form.getByLabel('Mobile number', { exact: true })).toHaveValue(phone);
  await form.getByLabel('What is it about?').selectOption('cancelOrder');
  await form.getByRole('button', { name: 'Call me back' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your earlier request' })).toBeVisible();
});

test('the callback form says what is wrong with a number, next to it', async ({ page }) => {
  await page.goto('/help-and-support');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Call me back' });
  // Six digits pass the schema's length and fail the number check on the server.
  await form.getByLabel('Mobile number', { exact: true }).fill('123456');
  await form.getByRole('button', { name: 'Call me back' }).click();
  await expect(form.getByText('Enter a valid mobile number.')).toBeVisible();
});

test('faqs: a deep link opens its question, search narrows the list, FAQPage data lists every question', async ({
  page,
}) => {
  await page.goto('/faqs#free-scan');
  await hydrated(page);
  await expect(page.locator('#free-scan')).toHaveAttribute('open', '');

  const questions = page.locator('details[data-faq-item]');
  const total = await questions.count();
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('laser');
  await expect(page.getByText(/questions? match(es)? your search/)).toBeVisible();
  const shown = await questions.filter({ visible: true }).count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(total);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(questions.filter({ visible: true })).toHaveCount(total);

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks
    .map((b) => JSON.parse(b) as { '@type'?: string; mainEntity?: unknown[] })
    .find((b) => b['@type'] === 'FAQPage');
  expect(faq?.mainEntity).toHaveLength(total);
});

test('the Gulf notify-me form keeps an email on the list once', async ({ page }) => {
  const email = `launch-${Date.now()}@example.com`;
  await page.goto('/uae-en/ae/comming-soon');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Skin and hair treatments').check();
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are on the list' })).toBeVisible();
});

test('help: orders are a plain link that asks a visitor to sign in first', async ({ page }) => {
  await page.goto('/help-and-support');
  await page.getByRole('link', { name: 'Go to my orders' }).click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fmy-account%2Forders/);
});

test('the sitemap lists the shared pages, /support only through its canonical', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/contact-us</loc>');
  expect(sitemap).toContain('/uae-ar/privacy-policy</loc>');
  expect(sitemap).not.toContain('/support</loc>');
});
