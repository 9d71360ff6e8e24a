import { readFileSync } from 'node:fs';
import { expect, hydrated, test } from './test';
import { expectNoSeriousA11yViolations } from './helpers';
import { freshPhone, Journey, MARKETS } from './checkout-journey';

/** The referral copy of a UI language, from the catalogue the app ships. */
function referralCopy(lang: 'en' | 'ar') {
  return JSON.parse(readFileSync(`messages/${lang}/referral.json`, 'utf8')) as {
    invitedBy: string;
    title: string;
    termsHeading: string;
    signIn: string;
  };
}

for (const market of MARKETS) {
  test.describe(market.name, () => {
    test('a friend opens a referral link, orders with the discount and pays; the referrer sees the cashback earned', async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const copy = referralCopy(market.dir === 'rtl' ? 'ar' : 'en');

      // The referrer signs in on refer and earn, and gives their first name.
      const referrerContext = await browser.newContext();
      const referrerPage = await referrerContext.newPage();
      const referrer = new Journey(referrerPage, request, market);
      // The page is public: the offer, how it works and the terms, and a sign-in button for the code.
      await referrerPage.goto(referrer.url('/refer-and-earn-get-discount'));
      await hydrated(referrerPage);
      await expect(referrerPage.getByTestId('referral-headline')).toContainText(market.currency);
      await expect(referrerPage.getByRole('heading', { name: copy.termsHeading })).toBeVisible();
      await referrerPage.getByRole('link', { name: copy.signIn }).click();
      await referrer.signIn(freshPhone());
      await referrer.at('\\/refer-and-earn-get-discount$');
      expect(
        (await referrerPage.request.post('/api/v1/user/update-profile', { data: { name: 'Asha Rao' } })).status(),
      ).toBe(200);
      await referrerPage.reload();
      await expect(referrerPage.getByRole('heading', { level: 1 })).toHaveText(copy.title);
      const code = (await referrerPage.getByTestId('referral-code').textContent())?.trim() ?? '';
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      const link = new URL((await referrerPage.getByTestId('referral-link').textContent()) ?? '');
      expect(link.pathname).toBe(referrer.url('/refer-and-earn-get-discount/invite'));
      expect(link.searchParams.get('referralcode')).toBe(code);
      await expect(referrerPage.getByTestId('share-whatsapp')).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/\\?text=.*${code}`),
      );
      await expectNoSeriousA11yViolations(referrerPage);

      // The friend opens the link (another browser), is greeted by first name, wanders to the shop and buys.
      const friendContext = await browser.newContext();
      const page = await friendContext.newPage();
      const friend = new Journey(page, request, market);
      await page.goto(`${link.pathname}${link.search}`);
      await hydrated(page);
      await expect(page.getByTestId('referral-greeting')).toHaveText(copy.invitedBy.replace('{name}', 'Asha'));
      await expectNoSeriousA11yViolations(page);
      await friend.addRetainer();
      await page.getByTestId('cart-button').click();
      await friend.at('\\/checkout\\/select-address$');
      const rewards = page.getByTestId('cart-rewards');
      await expect(rewards.getByRole('status')).toContainText('Asha');
      await expect(rewards.getByRole('status')).toContainText(market.currency);
      await page.getByTestId('sign-in-to-checkout').click();
      await friend.signIn(freshPhone());
      await friend.at('\\/checkout\\/select-address$');
      await friend.addAddress();
      await expect(page.getByTestId('cart-rewards').getByRole('status')).toContainText('Asha');
      await expectNoSeriousA11yViolations(page);
      await page.getByTestId('continue').click();
      await friend.at('\\/checkout\\/select-address-step-2$');
      await page.getByTestId('pay').click();
      await friend.gatewayAnswers('pay successfully');
      await friend.at('(\\/toothsi)?\\/checkout\\/payment\\/success\\/[0-9a-f-]{36}$');
      await friend.expectPaid();

      // The friend's paid order earned toothsi coins.
      await page.goto(friend.url('/my-account/coins/toothsi'));
      await expect(page.getByTestId('coin-entry')).toHaveCount(1);
      await expect(page.getByTestId('coin-entry')).toHaveAttribute('data-kind', 'earn');
      await expectNoSeriousA11yViolations(page);

      // The referrer sees the friend's order, earned.
      await referrerPage.reload();
      const transaction = referrerPage.getByTestId('referral-transaction');
      await expect(transaction).toHaveCount(1);
      await expect(transaction).toHaveAttribute('data-status', 'earned');
      await expect(transaction).toContainText(market.currency);
      await expect(referrerPage.getByTestId('referral-earned')).toContainText(market.currency);
      await expectNoSeriousA11yViolations(referrerPage);
      await referrerContext.close();
      await friendContext.close();
    });
  });
}

test.describe('refer and earn is public', () => {
  for (const [prefix, lang, cap] of [
    ['', 'en', '₹4,500'],
    ['/hi', 'hi', '₹4,500'],
    ['/uae-en', 'en', 'AED'],
    ['/uae-ar', 'ar', 'د.إ'],
  ] as const) {
    test(`a signed-out visitor of ${prefix || '/'} sees the market's offer, the terms and a sign-in button`, async ({
      page,
    }) => {
      const copy = JSON.parse(readFileSync(`messages/${lang}/referral.json`, 'utf8')) as Record<string, string>;
      const answer = await page.goto(`${prefix}/refer-and-earn-get-discount?utm_source=campaign`);
      expect(answer?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(`${prefix}/refer-and-earn-get-discount`);
      await expect(page.getByTestId('referral-headline')).toContainText(cap);
      await expect(page.getByRole('heading', { name: copy.howItWorks })).toBeVisible();
      await expect(page.getByRole('heading', { name: copy.termsHeading })).toBeVisible();
      await hydrated(page);
      const signIn = page.getByRole('link', { name: copy.signIn });
      await expect(signIn).toBeVisible();
      expect(decodeURIComponent((await signIn.getAttribute('href')) ?? '')).toContain(
        'next=/refer-and-earn-get-discount',
      );
      await expect(page.getByTestId('referral-code')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('a market without the programme says so, without a sign-in button', async ({ page }) => {
    await page.goto('/ksa-en/refer-and-earn-get-discount');
    await expect(page.getByText('Refer and earn is not available in your country yet.')).toBeVisible();
    await expect(page.getByTestId('referral-sign-in')).toHaveCount(0);
  });
});
