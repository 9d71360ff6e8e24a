import { expect, test } from './test';

/** Gulf pages read prices, numbers and cities from their own market (lib/markets.ts), never from India's. */
for (const prefix of ['/uae-en', '/uae-ar', '/ksa-en']) {
  test(`${prefix}: no rupee, no Indian number and no Indian city anywhere on the page`, async ({ page }) => {
    for (const path of [prefix, `${prefix}/toothsi`, `${prefix}/toothsi/pricing`]) {
      await page.goto(path);
      const html = await page.content();
      expect(html, path).not.toContain('₹');
      expect(html, path).not.toMatch(/tel:\+91|wa\.me\/91/);
      const cities = await page.getByTestId('city-list').allInnerTexts();
      expect(cities.join(' '), path).not.toMatch(/Mumbai|Bangalore|Delhi|Pune|Hyderabad/);
    }
  });
}

test('the UAE city picker offers the UAE’s cities', async ({ page }) => {
  await page.goto('/uae-en');
  const chip = page.getByTestId('city-chip');
  await expect(chip).not.toHaveAttribute('aria-busy', 'true');
  await chip.click();
  const options = await page.getByRole('dialog').getByRole('combobox').locator('option').allInnerTexts();
  expect(options.join(' ')).toContain('Dubai');
  expect(options.join(' ')).not.toMatch(/Mumbai|Bangalore/);
});
