import { readFileSync } from 'node:fs';
import { expect, hydrated, test } from './test';
import { expectNoSeriousA11yViolations } from './helpers';
import { freshPhone, Journey, MARKETS } from './checkout-journey';

/** The referral copy of a UI language, from the catalogue the app ships. */
function referralCopy(lang: 'en' | 'ar') {
  return JSON.parse(readFileSync(`messages/${lang}/referral.json`, 'utf8')) as { invitedBy: string; title: string };
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
      await referrerPage.goto(referrer.url('/refer-and-earn-get-discount'));
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
