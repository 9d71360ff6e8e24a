import { readFileSync } from 'node:fs';
import { expect, hydrated, test } from './test';
import { NativeApp } from './native-app';

/** Issue 30 item 8: the details a customer frowned at, each as they see it. */

const skinBooking = JSON.parse(readFileSync('messages/en/skinBooking.json', 'utf8')) as {
  book: { place: { centre: string } };
};

test('the skin booking picker names its centres under skinnsi, never as a toothsi centre', async ({ page }) => {
  await page.goto('/skinnsi/laser-hair-removal/select-service/underarms');
  await hydrated(page);
  await page.getByTestId('skin-city').selectOption('Mumbai');
  await page.getByRole('radio', { name: new RegExp(skinBooking.book.place.centre) }).check();
  const centres = page.getByTestId('centre-choice');
  await expect(centres.getByRole('radio').first()).toBeVisible();
  await expect(centres).toContainText('skinnsi centre, ');
  await expect(centres).not.toContainText('toothsi');
});

test('the skin city pickers list Delhi, Noida and Gurgaon, and no "NCR" beside them', async ({ page }) => {
  await page.goto('/skinnsi/laser-hair-removal/select-service/underarms');
  const cities = await page.getByTestId('skin-city').locator('option').allInnerTexts();
  expect(cities).toEqual(expect.arrayContaining(['Delhi', 'Noida', 'Gurgaon']));
  expect(cities).not.toContain('NCR');

  await page.goto('/skinnsi');
  await hydrated(page);
  const chip = page.getByTestId('city-chip');
  await expect(chip).not.toHaveAttribute('aria-busy', 'true');
  await chip.click();
  const offered = await page.getByRole('dialog').getByRole('combobox').locator('option').allInnerTexts();
  expect(offered).toEqual(expect.arrayContaining(['Delhi', 'Noida', 'Gurgaon']));
  expect(offered).not.toContain('NCR');
});

test('the home page inside the native app offers no app to download; on the web it does', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-apps')).toBeVisible();
  await NativeApp.attach(page);
  await page.goto('/');
  // Hidden from the first paint, before any script of the page has run.
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await expect(page.getByTestId('home-apps')).toBeHidden();
  await expect(page.getByTestId('download-app')).toBeHidden();
  await expect(page.getByText('Get the app', { exact: true })).toBeHidden();
});

for (const prefix of ['/uae-en', '/ksa-en', '/uae-ar']) {
  test(`${prefix}: the contact page lists the region’s office in Dubai, not India’s`, async ({ page }) => {
    await page.goto(`${prefix}/contact-us`);
    const offices = page.locator('section[aria-labelledby="offices-title"]');
    await expect(offices.locator('address')).toHaveCount(1);
    await expect(offices.locator('address')).toContainText(prefix.endsWith('ar') ? 'دبي' : 'Dubai');
    await expect(offices).not.toContainText(/India|Mumbai|Bangalore|الهند|مومباي/);
  });
}

test('India’s contact page lists its own offices', async ({ page }) => {
  await page.goto('/contact-us');
  const offices = page.locator('section[aria-labelledby="offices-title"]');
  await expect(offices.locator('address')).toHaveCount(2);
  await expect(offices).toContainText('Mumbai');
  await expect(offices).not.toContainText('Dubai');
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  for (const prefix of ['', '/ta', '/uae-ar']) {
    test(`${prefix || '/'}: the city chip’s words are whole, with no city and with a long one`, async ({ page }) => {
      await page.goto(prefix || '/');
      await hydrated(page);
      const chip = page.getByTestId('city-chip');
      await expect(chip).not.toHaveAttribute('aria-busy', 'true');
      const name = page.getByTestId('city-chip-name');
      const cut = () => name.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.textContent?.includes('…'));
      await expect(name).toBeVisible();
      expect(await cut()).toBe(false);
      await chip.click();
      const select = page.getByRole('dialog').getByRole('combobox');
      // The city with the longest name in the page's language.
      const longest = await select.evaluate(
        (el: HTMLSelectElement) =>
          Array.from(el.options)
            .filter((o) => o.value !== '' && !o.disabled)
            .sort((a, b) => b.text.length - a.text.length)[0]?.value ?? '',
      );
      await select.selectOption(longest);
      await page.getByRole('dialog').getByRole('button').last().click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(name).not.toHaveText('');
      expect(await cut()).toBe(false);
    });
  }
});

test('the shop lists what is out of stock last, in every order', async ({ page }) => {
  await page.goto('/toothsi/products/allproducts');
  await hydrated(page);
  const cards = page.locator('#all-products > li');
  await expect(cards.last()).toContainText('Out of stock');
  for (const sort of ['priceLow', 'priceHigh', 'rating', 'featured']) {
    await page.getByLabel('Sort by').selectOption(sort);
    await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
    await expect(cards.last()).toContainText('Out of stock');
    await expect(cards.nth(-2)).not.toContainText('Out of stock');
  }
});

test('the shop’s heading names the category shown', async ({ page }) => {
  await page.goto('/toothsi/products/allproducts?category=teeth_whitening');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teeth whitening');
  await page.getByRole('navigation', { name: 'Category' }).getByRole('link', { name: 'All', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All products');
});

for (const width of [360, 390]) {
  test(`${width} px: the phone header leads with a logo of a readable size, and the menu stands apart from the icons`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 780 });
    await page.goto('/');
    const logo = await page.locator('header a[href="/"] svg').first().boundingBox();
    expect(logo?.width ?? 0).toBeGreaterThanOrEqual(115);
    const looks = await page
      .locator('header button, header a')
      .filter({ has: page.locator('svg') })
      .evaluateAll((buttons) =>
        buttons
          .filter(
            (b) => b.getBoundingClientRect().width > 0 && !b.closest('[popover]') && b.getAttribute('href') !== '/',
          )
          .map((b) => `${getComputedStyle(b).backgroundColor} ${getComputedStyle(b).borderTopColor}`),
      );
    expect(looks.length).toBeGreaterThanOrEqual(4);
    expect(new Set(looks).size, looks.join(' | ')).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
