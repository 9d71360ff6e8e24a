import { expect, hydrated, test } from './test';

test('desktop mega menu: opens on keyboard focus and Escape closes it, focus back on its trigger', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await hydrated(page);
  const item = page.locator('[data-menu-item][data-brand="toothsi"]');
  const trigger = item.locator('a').first();
  await trigger.focus();
  const panel = item
    .locator('div')
    .filter({ has: page.locator('a[href$="/toothsi/teeth-aligners"]') })
    .first();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();
  // Moving on reopens menus as usual.
  await page.keyboard.press('Tab');
  await trigger.focus();
  await expect(panel).toBeVisible();
});

test('a visitor reaches the sign-in form with one tap on "Sign up or log in", whose name is its label', async ({
  page,
}) => {
  await page.goto('/uae-ar');
  await hydrated(page);
  const button = page.getByTestId('account-menu');
  // Its text (shown beside the icon on wider screens) is its name.
  const label = ((await button.textContent()) ?? '').trim();
  expect(label.length).toBeGreaterThan(0);
  await expect(button).toHaveAccessibleName(label);
  await button.click();
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
});
