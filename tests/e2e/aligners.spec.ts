import { expect, test } from './test';
import { SITEMAP_ROUTES } from '@/lib/sitemap-routes';
import { expectNoSeriousA11yViolations, expectSoundPage, inTurn } from './helpers';

/** The aligner-line pages (everything under /toothsi in the sitemap list: marketing pages and the shop). */
const ROUTES = SITEMAP_ROUTES.filter((route) => route === '/toothsi' || route.startsWith('/toothsi/'));
const LOCALES = ['en', 'hi', 'uae-ar'] as const;

const urlOf = (segment: string, route: string) => (segment === 'en' ? route : `/${segment}${route}`);

test('the aligner pages are all there', () => {
  // 12 marketing pages, 7 bite-problem pages, the shop home, all products, doctor partners and careers.
  expect(ROUTES).toHaveLength(23);
});

for (const { route, locale: segment } of inTurn(ROUTES, LOCALES)) {
  test(`${urlOf(segment, route)}: 200, one visible h1 and main, hydrated without console errors, axe`, async ({
    page,
  }) => {
    await expectSoundPage(page, urlOf(segment, route));
  });
}

test('pricing shows each country’s currency and monthly terms only where offered', async ({ page }) => {
  await page.goto('/toothsi/pricing');
  await expect(page.getByTestId('plan-total').first()).toHaveText(/₹/);
  await expect(page.getByTestId('plan-lite')).toContainText(/EMI/);

  await page.goto('/uae-en/toothsi/pricing');
  await expect(page.getByTestId('plan-total').first()).toHaveText(/AED/);
  await expect(page.getByTestId('plan-lite')).toContainText(/instalments/);

  await page.goto('/bh-en/toothsi/pricing');
  await expect(page.getByTestId('plan-total').first()).toHaveText(/BHD/);
  await expect(page.getByTestId('plan-lite')).not.toContainText(/\/month/);
});

test('pricing carries Product structured data in the page’s currency', async ({ page }) => {
  await page.goto('/ksa-en/toothsi/pricing');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const products = blocks.map((b) => JSON.parse(b) as unknown).flat() as {
    '@type'?: string;
    offers?: { priceCurrency?: string };
  }[];
  const offers = products.filter((p) => p['@type'] === 'Product');
  expect(offers).toHaveLength(3);
  for (const p of offers) expect(p.offers?.priceCurrency).toBe('SAR');
});

test('the results filter narrows the gallery and keeps ?case= in the address', async ({ page }) => {
  await page.goto('/toothsi/results');
  const cards = page.locator('article');
  await expect(cards).toHaveCount(12);
  await page.getByRole('link', { name: 'Crossbite', exact: true }).click();
  await expect(cards).toHaveCount(2);
  expect(new URL(page.url()).searchParams.get('case')).toBe('crossbite');

  await page.goto('/toothsi/results?case=gaps');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Gaps', exact: true })).toHaveAttribute('aria-current', 'true');
});

test('an unknown slug under /toothsi is a 404', async ({ page }) => {
  const response = await page.goto('/toothsi/no-such-bite');
  expect(response?.status()).toBe(404);
});

test('sitemap lists the aligner pages in every locale, and robots points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/toothsi/pricing</loc>');
  expect(sitemap).toContain('/uae-ar/toothsi/crossbite</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('a dentist applies to partner and sees the confirmation; the Gulf page has no footer', async ({ page }) => {
  await page.goto('/toothsi/doctor-partners');
  await page.getByLabel('Your full name').fill('Dr. Kavya Menon');
  await page.getByLabel('Clinic name').fill('Smile Studio');
  await page.getByLabel('Dental council registration number').fill('KMC/12345');
  await page.getByLabel('Mobile number').fill('98450 12345');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('City', { exact: true }).fill('Bangalore');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('kavya@smilestudio.in');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, we have your application' })).toBeVisible();
  await page.goto('/uae-ar/ae/doctor-partners');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a candidate applies for a role with a PDF CV; a non-CV file is refused with a clear message', async ({
  page,
}) => {
  await page.goto('/toothsi/careers');
  await expect(page.getByRole('heading', { name: 'Open roles' })).toBeVisible();
  await page.getByLabel('Role', { exact: true }).selectOption('frontend-engineer');
  await page.getByLabel('Full name').fill('Ananya Rao');
  await page.getByLabel('Email', { exact: true }).fill('ananya@example.com');
  await page.getByLabel('Mobile number').fill('98860 12345');
  await page
    .getByLabel('Your CV')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ this is not a pdf') });
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Attach your CV as a PDF or Word file.')).toBeVisible();
  await page
    .getByLabel('Your CV')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF') });
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for applying' })).toBeVisible();
});

test('the aligner home side popup appears after 5 seconds, links with its campaign tags, and stays closed for the session', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/toothsi');
  await page.clock.fastForward(4000);
  await expect(page.getByTestId('side-popup')).toHaveCount(0);
  await page.clock.fastForward(1500);
  const popup = page.getByTestId('side-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link')).toHaveAttribute(
    'href',
    /\/toothsi\/pricing\?utm_source=toothsi_web&utm_medium=side_popup/,
  );
  await expect(popup).toHaveCSS('border-radius', '12px');
  await expect(popup).toHaveCSS('border-top-width', '4px');
  // The video waits for a tap: nothing moves on screen that nobody asked for, and it never loops unseen.
  const video = popup.getByTestId('side-popup-video');
  const state = () =>
    video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, loop: v.loop, autoplay: v.autoplay }));
  expect(await state()).toEqual({ paused: true, loop: false, autoplay: false });
  await popup.getByRole('button', { name: 'Play the video' }).click();
  await expect.poll(async () => (await state()).paused).toBe(false);
  expect((await state()).loop).toBe(true);
  await popup.getByRole('button', { name: 'Pause the video' }).click();
  await expect.poll(async () => (await state()).paused).toBe(true);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
  await page.reload();
  await page.clock.fastForward(6000);
  await expect(page.getByTestId('side-popup')).toHaveCount(0);
  await page.goto('/toothsi/pricing');
  await page.clock.fastForward(6000);
  await expect(page.getByTestId('side-popup')).toHaveCount(0);
});
