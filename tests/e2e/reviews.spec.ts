import { readFileSync } from 'node:fs';
import { expect, hydrated, test } from './test';
import { collectConsoleErrors, expectNoSeriousA11yViolations } from './helpers';
import { freshPhone, Journey, MARKETS } from './checkout-journey';

/** The operations secret playwright.config.ts gives the server, for sending feedback links as operations would. */
const OPS_SECRET = 'e2e-ops-secret-0123456789abcdef';
const LOCALE_ID: Record<string, string> = { '': 'en-IN', '/uae-ar': 'ar-AE' };
const copy = (lang: 'en' | 'ar') => ({
  reviews: JSON.parse(readFileSync(`messages/${lang}/reviews.json`, 'utf8')) as {
    write: string;
    form: { publish: string; save: string };
    errors: { nameLength: string };
  },
  feedback: JSON.parse(readFileSync(`messages/${lang}/feedback.json`, 'utf8')) as {
    answered: { title: string };
    send: string;
  },
});

for (const market of MARKETS) {
  const lang = market.prefix ? 'ar' : 'en';
  const words = copy(lang);

  test.describe(market.name, () => {
    test('a customer writes a review of what they bought, sees it on the product page, and edits it', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const errors = collectConsoleErrors(page);
      const shopper = new Journey(page, request, market);
      // A paid order with a retainer in it: the commerce journey of the market.
      await shopper.addRetainer();
      await page.getByTestId('cart-button').click();
      await page.getByTestId('sign-in-to-checkout').click();
      await shopper.signIn(freshPhone());
      await shopper.at('\\/checkout\\/select-address$');
      await shopper.addAddress();
      await page.getByTestId('continue').click();
      await page.getByTestId('pay').click();
      await shopper.gatewayAnswers('pay successfully');
      await shopper.expectPaid();

      await page.goto(shopper.url('/toothsi/products/101/removable-retainer'));
      const reviews = page.getByTestId('reviews');
      await expect(reviews).toBeVisible();
      await reviews.getByRole('link', { name: words.reviews.write }).click();
      await shopper.at('\\/review\\/add\\?subject=product%3A101$');
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('dir', market.dir);
      await expect(page.getByTestId('review-form')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const first = `${market.name}: snug fit from day one, and the case <b>really</b> is sturdy. ${Date.now()}`;
      await page.locator('label[for="stars-4"]').click();
      await page.locator('textarea[name="body"]').fill(first);
      // What it is about reads in words, and an empty name is asked for by name, not "check this field".
      await expect(page.getByTestId('review-form')).not.toContainText(/scan-|impression-kit|product:/);
      await page.locator('input[name="authorName"]').fill('');
      await page.getByRole('button', { name: words.reviews.form.publish }).click();
      await expect(page.getByTestId('review-form')).toContainText(
        words.reviews.errors.nameLength.split('(')[0]?.trim() ?? '',
      );
      await page.locator('input[name="authorName"]').fill(market.prefix ? 'ليلى ح.' : 'Asha R.');
      await page.getByRole('button', { name: words.reviews.form.publish }).click();
      await shopper.at('\\/toothsi\\/products\\/101\\/removable-retainer#review-\\d+$');
      // The static page was refreshed by the write; the text is shown as typed, markup and all, never as markup.
      const mine = page.getByTestId('review-body').filter({ hasText: first });
      await expect(mine).toBeVisible();
      await expect(page.locator('[data-testid="review-body"] b')).toHaveCount(0);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.some((block) => block.includes('"AggregateRating"'))).toBe(true);
      await expectNoSeriousA11yViolations(page);

      // Writing again about the same purchase opens the review to edit it.
      await page.getByTestId('reviews').getByRole('link', { name: words.reviews.write }).click();
      await shopper.at('\\/review\\/edit\\?id=\\d+$');
      await hydrated(page);
      await expect(page.locator('textarea[name="body"]')).toHaveValue(first);
      await expectNoSeriousA11yViolations(page);
      const second = `${market.name}: edited after a month, still comfortable at night. ${Date.now()}`;
      await page.locator('textarea[name="body"]').fill(second);
      await page.locator('label[for="stars-5"]').click();
      await page.getByRole('button', { name: words.reviews.form.save }).click();
      await shopper.at('\\/toothsi\\/products\\/101\\/removable-retainer#review-\\d+$');
      await expect(page.getByTestId('review-body').filter({ hasText: second })).toBeVisible();
      await expect(page.getByTestId('review-body').filter({ hasText: first })).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('an NPS link from an SMS is answered once, on a page without footer or WhatsApp', async ({
      page,
      request,
    }) => {
      const sent = await request.post('/api/v1/ops/feedback-links', {
        headers: { authorization: `Bearer ${OPS_SECRET}` },
        data: { kind: 'grin_nps', phone: freshPhone(), country: 'IN', locale: LOCALE_ID[market.prefix] },
      });
      expect(sent.status()).toBe(201);
      const link = new URL(((await sent.json()) as { url: string }).url);
      expect(link.pathname).toBe(`${market.prefix}/grin-nps`);
      const token = link.searchParams.get('t') ?? '';

      await page.goto(`${link.pathname}${link.search}`);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('dir', market.dir);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByTestId('whatsapp-button')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await page.getByTestId('choice-score').getByText('9', { exact: true }).click();
      await expect(page.getByTestId('choice-reason')).toBeVisible();
      await page.getByTestId('choice-reason').locator('label').first().click();
      await page.getByRole('button', { name: words.feedback.send }).click();
      await expect(page.getByTestId('feedback-done')).toContainText(words.feedback.answered.title);

      // Once: the page now thanks instead of asking, and the API refuses a second answer.
      await page.reload();
      await expect(page.getByTestId('feedback-answered')).toBeVisible();
      await expect(page.getByTestId('nps-form')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      const again = await request.post('/api/v1/feedback/nps', { data: { survey: 'grin_nps', token, score: 2 } });
      expect(again.status()).toBe(409);
      // Someone else's made-up token shows no form.
      await page.goto(`${market.prefix}/grin-nps?t=${token.slice(0, -2)}xx`);
      await expect(page.getByTestId('feedback-invalid')).toBeVisible();
    });
  });
}

test('a care form of an unknown ticket is a 404; customer feedback thanks on its own page', async ({ page }) => {
  const response = await page.goto('/careform-feedback/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await page.goto('/customer-feedback/thank-you');
  await expect(page.getByTestId('feedback-thank-you')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the header’s rate us opens the flow: a low rating asks what went wrong and stores it', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.locator('[data-burger]').click();
  await page.locator('[data-testid="rate-us"]:visible').first().click();
  const flow = page.getByTestId('rate-us-flow');
  await expect(flow).toBeVisible();
  await flow.locator('label[for="rate-us-2"]').click();
  await flow.locator('textarea').fill('The scan slot was moved twice.');
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('rate-us-submit').click();
  await expect(page.getByTestId('rate-us-done')).toContainText('thank you for your feedback');
});
