import { expect, test, type Page } from './test';
import { ARABIC_UAE, freshPhone, Journey } from './checkout-journey';

/**
 * What a customer reads on the buttons of a page's main content: every button-like control (our buttons and links
 * drawn as buttons are flex boxes) holds its label on one line, inside the screen, and the buttons of one row of
 * actions stand either side by side on one line or stacked at one width, never a ragged mix.
 */
async function expectTidyButtons(page: Page, where: string) {
  const problems = await page.locator('main').evaluate((main) => {
    const found: string[] = [];
    const buttonLike = (el: Element): el is HTMLElement => {
      if (!(el instanceof HTMLElement) || !el.matches('button, a')) return false;
      const style = getComputedStyle(el);
      return (style.display === 'inline-flex' || style.display === 'flex') && el.getBoundingClientRect().width > 0;
    };
    const rows = new Map<Element, HTMLElement[]>();
    for (const el of main.querySelectorAll('button, a')) {
      if (!buttonLike(el)) continue;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const inner =
        box.height -
        parseFloat(style.paddingBlockStart) -
        parseFloat(style.paddingBlockEnd) -
        parseFloat(style.borderBlockStartWidth) -
        parseFloat(style.borderBlockEndWidth);
      const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
      const label = (el.textContent ?? '').trim();
      if (inner > line * 1.5) found.push(`"${label}" wraps onto ${Math.round(inner / line)} lines`);
      if (box.left < -1 || box.right > window.innerWidth + 1) found.push(`"${label}" runs off the screen`);
      const parent = el.parentElement;
      if (parent) rows.set(parent, [...(rows.get(parent) ?? []), el]);
    }
    for (const group of rows.values()) {
      if (group.length < 2) continue;
      const boxes = group.map((el) => el.getBoundingClientRect());
      const oneLine = boxes.every((b) => Math.abs(b.top - (boxes[0]?.top ?? 0)) < 2);
      const stacked = boxes.every((b) => Math.abs(b.width - (boxes[0]?.width ?? 0)) < 2);
      if (!oneLine && !stacked)
        found.push(`ragged row: ${group.map((el) => `"${(el.textContent ?? '').trim()}"`).join(', ')}`);
    }
    return found;
  });
  expect.soft(problems, where).toEqual([]);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('Arabic payment pages at 390 px: review, failed, retried, pending and paid keep every button on one line and in line', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const shopper = new Journey(page, request, ARABIC_UAE);
  await shopper.addRetainer();
  await page.getByTestId('cart-button').click();
  await shopper.at('\\/checkout\\/select-address$');
  await page.getByTestId('sign-in-to-checkout').click();
  await shopper.signIn(freshPhone());
  await shopper.at('\\/checkout\\/select-address$');
  await shopper.addAddress();
  await page.getByTestId('continue').click();
  await shopper.at('\\/checkout\\/select-address-step-2$');
  await expect(page.getByTestId('pay')).toBeVisible();
  await shoot(page, 'review');
  await expectTidyButtons(page, 'review and pay');

  await page.getByTestId('pay').click();
  await shopper.gatewayAnswers('fail the payment');
  await shopper.at('\\/checkout\\/payment\\/retry\\/[0-9a-f-]{36}$');
  await expect(page.getByTestId('payment-retry')).toBeVisible();
  await expect(page.getByTestId('pay-again')).toBeEnabled();
  await shoot(page, 'failed');
  await expectTidyButtons(page, 'failed payment');

  await page.getByTestId('pay-again').click();
  await shopper.gatewayAnswers('leave it pending');
  await expect(page.getByTestId('payment-pending')).toBeVisible();
  await shoot(page, 'pending');
  await expectTidyButtons(page, 'payment pending');

  // A second order, paid at once.
  await shopper.addRetainer();
  await page.goto(shopper.url('/checkout/select-address-step-2'));
  await page.getByTestId('pay').click();
  await shopper.gatewayAnswers('pay successfully');
  await shopper.at('(\\/toothsi)?\\/checkout\\/payment\\/success\\/[0-9a-f-]{36}$');
  await shopper.expectPaid();
  await shoot(page, 'paid');
  await expectTidyButtons(page, 'payment received');
});
