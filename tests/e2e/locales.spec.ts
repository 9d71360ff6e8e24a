import { expect, test } from './test';
import { LOCALES, type Script } from '@/i18n/locales';
import { collectConsoleErrors, expectNoSeriousA11yViolations } from './helpers';

const SCRIPT_NAME: Record<Exclude<Script, 'latin'>, string> = {
  devanagari: 'Devanagari',
  kannada: 'Kannada',
  telugu: 'Telugu',
  tamil: 'Tamil',
  bengali: 'Bengali',
  gujarati: 'Gujarati',
  arabic: 'Arabic',
};
const CURRENCY_MARK: Record<string, RegExp> = {
  INR: /₹/,
  AED: /AED|د\.إ/,
  SAR: /SAR|ر\.س/,
  QAR: /QAR|ر\.ق/,
  BHD: /BHD|د\.ب/,
};

for (const locale of LOCALES) {
  const path = locale.segment === 'en' ? '/' : `/${locale.segment}`;
  test(`home in ${locale.segment}: lang ${locale.id}, ${locale.dir}, prices in ${locale.currency}`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.id);
    await expect(page.locator('html')).toHaveAttribute('dir', locale.dir);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('offer-price').first()).toHaveText(CURRENCY_MARK[locale.currency] ?? /./);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      path === '/' ? /^https?:\/\/[^/]+\/?$/ : new RegExp(`[^/]${path}$`),
    );
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBeGreaterThanOrEqual(16);
    // One web font, Latin; every other script is set in the device's own font (styles/globals.css).
    expect(fonts.filter((font) => !/^\/fonts\/noto-sans-latin-(400|700)-v\d+\.woff2$/.test(font))).toEqual([]);
    // At most one font is fetched ahead of the first paint (issue 28: nothing competes with what the first screen needs).
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(1);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family.startsWith('"Noto Sans Latin"')).toBe(true);
    if (locale.script === 'latin') expect(family).not.toMatch(/Noto Sans (Devanagari|Arabic|Tamil|Bengali)/);
    else expect(family).toContain(`"Noto Sans ${SCRIPT_NAME[locale.script]}"`);
    expect(errors).toEqual([]);
  });
}

test('home pages pass axe in English, Hindi and Arabic', async ({ page }) => {
  for (const path of ['/', '/hi', '/uae-ar']) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  }
});

test('/en redirects to the canonical unprefixed URL', async ({ page }) => {
  await page.goto('/en');
  expect(new URL(page.url()).pathname).toBe('/');
});

test('an unknown path is a localized 404 page', async ({ page }) => {
  const response = await page.goto('/hi/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
  await expect(page.getByRole('link', { name: /[\u0900-\u097F]/ }).first()).toBeVisible();
});
