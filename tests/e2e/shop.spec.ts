import { expect, test } from './test';
import { collectConsoleErrors, expectNoSeriousA11yViolations } from './helpers';

test('shop home lists categories, best sellers and bundles with prices in the locale’s currency', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/toothsi/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oral care shop');
  await expect(page.getByRole('link', { name: 'Teeth whitening' }).first()).toHaveAttribute(
    'href',
    /category=TEETH_WHITENING/,
  );
  await expect(page.getByTestId('product-price').first()).toContainText('₹');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/uae-ar/toothsi/products');
  await expect(page.getByTestId('product-price').first()).toContainText(/د\.إ|AED/);
  expect(errors).toEqual([]);
});

test('all products filter by category (any case), keep whitelisted parameters, and show all with a notice for an unknown category', async ({
  page,
}) => {
  await page.goto('/toothsi/products/allproducts?category=oral_hygiene&utm_source=ig');
  const cards = page.locator('#all-products > li:visible');
  await expect(cards.first()).toBeVisible();
  for (const category of await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-category'))))
    expect(category).toBe('ORAL_HYGIENE');
  await expect(page.getByText(/^\d+ products?$/)).toHaveText(`${await cards.count()} products`);
  await page.getByRole('link', { name: 'Aligner essentials' }).click();
  await expect(page).toHaveURL(/category=ALIGNER_ESSENTIALS/);
  await expect(page).toHaveURL(/utm_source=ig/);
  await page.getByLabel('Sort by').selectOption('priceLow');
  const prices = await page.locator('#all-products > li:visible').getByTestId('product-price').allTextContents();
  const numbers = prices.map((p) => Number(p.replace(/[^\d.]/g, '')));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

  await page.goto('/toothsi/products/allproducts?category=CANDY');
  await expect(page.getByText('We could not find the category “CANDY”')).toBeVisible();
  expect(await page.locator('#all-products > li:visible').count()).toBeGreaterThanOrEqual(9);
});

test('a product page shows price, stock, box contents and add-to-cart (disabled when sold out); a wrong slug redirects, an unknown id is a 404', async ({
  page,
  request,
}) => {
  await page.goto('/toothsi/products/101/removable-retainer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Removable retainer');
  await expect(page.getByTestId('product-price')).toHaveText('₹4,999');
  await expect(page.getByRole('heading', { name: 'What’s in the box' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  const gallery = page.getByRole('region', { name: 'Pictures of Removable retainer' });
  await expect(gallery.getByRole('img')).toHaveCount(3);
  await gallery.getByRole('link', { name: 'Show picture 3' }).click();
  await expect(page).toHaveURL(/#product-image-3$/);
  await expect(gallery.getByRole('img', { name: 'Removable retainer in its box' })).toBeInViewport();
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .first()
    .evaluate((el) => el.textContent ?? '');
  expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'INR', price: '4999.00' } });
  await expectNoSeriousA11yViolations(page);

  const wrong = await request.get('/uae-ar/toothsi/products/101/old-name', { maxRedirects: 0 });
  expect(wrong.status()).toBe(308);
  expect(wrong.headers().location).toMatch(/\/uae-ar\/toothsi\/products\/101\/removable-retainer$/);
  const missing = await page.goto('/toothsi/products/999/nothing');
  expect(missing?.status()).toBe(404);
  await page.goto('/toothsi/products/105/cordless-water-flosser');
  await expect(page.getByTestId('stock')).toHaveText('Out of stock');
  await expect(page.getByTestId('add-to-cart')).toBeDisabled();
  await expect(page.getByTestId('add-to-cart')).toHaveText('Out of stock');
});
