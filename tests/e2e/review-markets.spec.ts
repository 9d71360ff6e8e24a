import { expect, test } from './test';

/*
 * Reviews by market and language (issue 30 item 7): the laser page shows its market's reviews first, in the page's
 * language first; a review in another language says which, and its text carries that language's `lang`.
 */

const reviewsOn = (page: import('./test').Page) => page.getByTestId('review');

test('/ (India, English): Indian reviews in English, none from Dubai, no language label', async ({ page }) => {
  await page.goto('/skinnsi/laser-hair-removal');
  const reviews = reviewsOn(page);
  await expect(reviews).toHaveCount(3);
  await expect(reviews.filter({ hasText: 'Dubai' })).toHaveCount(0);
  await expect(page.getByTestId('review-language')).toHaveCount(0);
  for (const body of await reviews.locator('blockquote').all()) await expect(body).toHaveAttribute('lang', 'en');
});

test('/hi (India, Hindi): Indian reviews, each labelled as written in English, with lang="en"', async ({ page }) => {
  await page.goto('/hi/skinnsi/laser-hair-removal');
  const reviews = reviewsOn(page);
  await expect(reviews).toHaveCount(3);
  await expect(reviews.filter({ hasText: 'दुबई' })).toHaveCount(0);
  await expect(page.getByTestId('review-language')).toHaveCount(3);
  await expect(page.getByTestId('review-language').first()).toHaveText('अंग्रेज़ी में लिखी गई');
  await expect(reviews.first().locator('blockquote')).toHaveAttribute('lang', 'en');
});

test('/uae-en: the review from Dubai comes first, labelled as written in Arabic, with lang="ar"', async ({ page }) => {
  await page.goto('/uae-en/skinnsi/laser-hair-removal');
  const first = reviewsOn(page).first();
  await expect(first).toContainText('Dubai');
  await expect(first.getByTestId('review-language')).toHaveText('Written in Arabic');
  await expect(first.locator('blockquote')).toHaveAttribute('lang', 'ar');
  await expect(first).not.toContainText('Hyderabad');
});

test('/uae-ar: Dubai’s Arabic review first without a label, then English ones labelled in Arabic', async ({ page }) => {
  await page.goto('/uae-ar/skinnsi/laser-hair-removal');
  const reviews = reviewsOn(page);
  await expect(reviews.first()).toContainText('دبي');
  await expect(reviews.first().locator('blockquote')).toHaveAttribute('lang', 'ar');
  await expect(reviews.first().getByTestId('review-language')).toHaveCount(0);
  await expect(reviews.nth(1).getByTestId('review-language')).toHaveText('مكتوبة باللغة الإنجليزية');
  await expect(reviews.nth(1).locator('blockquote')).toHaveAttribute('lang', 'en');
});
