import { expect, test } from '@playwright/test';
import { collectConsoleErrors, expectNoSeriousA11yViolations, inTurn } from './helpers';

const PREFIXES = ['', '/hi', '/uae-ar'] as const;
const PAGES = [
  '/experience-centre?city=all',
  '/blog',
  '/blog/oral-care',
  '/blog/skin-care/acne-routine-for-oily-skin',
] as const;

// Each page in its turn of the prefixes, and the finder (the page with most islands) in all three.
const SWEEP = [
  ...inTurn(PAGES, PREFIXES),
  ...PREFIXES.filter((prefix) => prefix !== PREFIXES[0]).map((locale) => ({ route: PAGES[0], locale })),
];
for (const { route: path, locale: prefix } of SWEEP) {
  const url = `${prefix}${path}`;
  test(`${url} answers 200 with one h1, landmarks, no console errors and no serious axe violations`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
}

test.describe('centres nearest first from a forwarded IP', () => {
  // 122.166.0.1 geolocates to Bengaluru; the server trusts X-Forwarded-For (TRUST_PROXY=1 in playwright.config.ts).
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '122.166.0.1' } });

  test('a visitor in Bangalore sees Indiranagar first, then Hyderabad, Pune, Mumbai and Delhi', async ({ page }) => {
    await page.goto('/experience-centre?city=all');
    await expect(page.getByRole('status')).toContainText(/nearest first from your area/i);
    const cities = await page
      .getByTestId('centre')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-city')));
    expect(cities).toEqual(['Bangalore', 'Hyderabad', 'Pune', 'Mumbai', 'Mumbai', 'Delhi']);
    await expect(page.getByTestId('centre').first()).toContainText(/km away/);
    await expect(page.getByTestId('centre-offer')).toContainText('Your 3D scan is free');
    await expect(page.getByTestId('centre-offer')).not.toContainText('%');
  });

  test('a city without a centre says so, offers a free home scan there, and lists every centre', async ({ page }) => {
    await page.goto('/experience-centre?city=Ahmedabad');
    const notice = page.getByTestId('no-centre-in-city');
    await expect(notice).toContainText('We have no experience centre in Ahmedabad yet.');
    await expect(notice).toContainText('We can scan your teeth at home in Ahmedabad, for free.');
    await expect(notice.getByRole('link', { name: 'Book a scan at home' })).toHaveAttribute(
      'href',
      '/my-account/book-scan',
    );
    await expect(page.getByTestId('centre')).toHaveCount(6);
    // A centre city shows no such notice.
    await page.goto('/experience-centre?city=Pune');
    await expect(page.getByTestId('centre')).toHaveCount(1);
    await expect(page.getByTestId('no-centre-in-city')).toHaveCount(0);
  });

  test('a city with neither a centre nor home scans says so, without offering a scan there', async ({ page }) => {
    await page.goto('/hi/experience-centre?city=Nagpur');
    const notice = page.getByTestId('no-centre-in-city');
    await expect(notice).toContainText('नागपुर में अभी हमारा कोई एक्सपीरियंस सेंटर नहीं है।');
    await expect(notice.getByRole('link')).toHaveCount(0);
  });

  test('the city query filters after hydration, and the filter writes it back', async ({ page }) => {
    await page.goto('/experience-centre?city=mumbai');
    await expect(page.getByTestId('centre')).toHaveCount(2);
    await page.getByTestId('centre-city').selectOption('Delhi');
    await expect(page.getByTestId('centre')).toHaveCount(1);
    expect(new URL(page.url()).searchParams.get('city')).toBe('Delhi');
  });

  test('the device position, asked for with the button, re-sorts the list', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 28.63, longitude: 77.2 });
    await page.goto('/experience-centre?city=all');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('status')).toContainText(/current location/i);
    await expect(page.getByTestId('centre').first()).toHaveAttribute('data-city', 'Delhi');
  });

  test('book a scan here puts a centre scan in the bag with that centre', async ({ page }) => {
    await page.goto('/experience-centre?city=bangalore');
    await page.getByTestId('centre').first().getByRole('button', { name: 'Book a scan here' }).click();
    await expect(page).toHaveURL(/\/(checkout\/select-address|sign-in)/);
    const cart = (await (await page.request.get('/api/v1/cart?country=IN')).json()) as {
      cart: { booking: { locationType: string; clinic: { name: string } | null } | null };
    };
    expect(cart.cart.booking?.locationType).toBe('centre');
    expect(cart.cart.booking?.clinic?.name).toContain('Indiranagar');
  });
});

test('a Gulf market without centres says so and leads to what is open', async ({ page }) => {
  await page.goto('/ksa-en/experience-centre');
  await expect(page.getByRole('heading', { level: 2, name: /no experience centre here yet/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /see what is open/i })).toHaveAttribute(
    'href',
    '/ksa-en/ae/comming-soon',
  );
  await expect(page.getByTestId('centre')).toHaveCount(0);
});

test('Dubai is the only centre on UAE pages, in Arabic right to left', async ({ page }) => {
  await page.goto('/uae-ar/experience-centre?city=all');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('centre')).toHaveCount(1);
  await expect(page.getByTestId('centre')).toHaveAttribute('data-city', 'Dubai');
});

test('an article carries Article data, its reading time, related reads, and the category lists it', async ({
  page,
}) => {
  await page.goto('/blog/hair-care/laser-hair-reduction-aftercare');
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = data
    .map((d) => JSON.parse(d) as { '@type': string; headline?: string })
    .find((d) => d['@type'] === 'Article');
  expect(article?.headline).toContain('Laser hair reduction aftercare');
  await expect(page.getByText(/min read/).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Related reads' })).toBeVisible();
  await page.goto('/blog/hair-care');
  await expect(page.getByRole('link', { name: /Laser hair reduction aftercare/ })).toBeVisible();
  expect((await page.goto('/blog/hair-care/no-such-post'))?.status()).toBe(404);
  expect((await page.goto('/blog/gardening'))?.status()).toBe(404);
  expect((await page.goto('/blog/hair-care/page/2'))?.status()).toBe(404);
});

test('the article reads in the page language: Arabic on /uae-ar, Hindi on /hi, with nothing marked as another language', async ({
  page,
}) => {
  await page.goto('/uae-ar/blog/oral-care/how-to-clean-clear-aligners');
  await expect(page.locator('h1')).toContainText('أجهزة التقويم');
  await page.goto('/hi/blog/oral-care/how-to-clean-clear-aligners');
  await expect(page.locator('h1')).toHaveText(/\p{Script=Devanagari}/u);
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  await page.goto('/hi/privacy-policy');
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  await expect(page.locator('main p').first()).toHaveText(/\p{Script=Devanagari}/u);
});
