import { expect, hydrated, test } from './test';
import { openSignInFromAccount, signIn, uniquePhone } from './helpers';

test('my account shows the free laser trial: to claim, then claimed with its areas and city', async ({ page }) => {
  await openSignInFromAccount(page);
  await hydrated(page);
  await signIn(page, uniquePhone());
  await page.waitForURL(/\/my-account$/);
  const card = page.getByTestId('trial-status');
  await expect(card).toHaveAttribute('data-status', 'available');
  await expect(card.getByRole('link')).toHaveAttribute(
    'href',
    /\/skinnsi\/laser-hair-removal\?scrollTo=select-packages$/,
  );

  const origin = new URL(page.url()).origin;
  const claimed = await page.request.post('/api/v1/skinnsi/trial?country=IN', {
    data: { bodyParts: ['underarms'], city: 'Mumbai' },
    headers: { origin },
  });
  expect(claimed.status()).toBe(201);
  await page.reload();
  await expect(card).toHaveAttribute('data-status', 'claimed');
  await expect(card).toContainText('Underarms');
  await expect(card).toContainText('Mumbai');
});
