import { expect, type Page } from '@playwright/test';

/**
 * What the floating WhatsApp button covers on the screen as it is: every visible text (line by line) and control of
 * the page whose box meets the button's, described for a failure message. Empty when the button is not shown (absent,
 * or stepped aside) or covers nothing. Checks the whole page, not only what the button's own guard looks at.
 */
export async function coveredByWhatsApp(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.getElementById('whatsapp-button');
    if (!button || !button.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
    const box = button.getBoundingClientRect();
    const meets = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < box.right &&
      box.left < r.right &&
      r.top < box.bottom &&
      box.top < r.bottom;
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || button.contains(parent) || !node.textContent?.trim()) continue;
      if (parent.closest('script, style, noscript')) continue;
      range.selectNodeContents(node);
      if (!Array.from(range.getClientRects()).some(meets)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      covered.push(`text "${node.textContent.trim().slice(0, 40)}"`);
    }
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
    );
    for (const control of Array.from(controls)) {
      if (control === button || button.contains(control)) continue;
      if (!meets(control.getBoundingClientRect())) continue;
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      covered.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return covered;
  });
}

/**
 * At the top of the page and scrolled to its end, the floating button covers nothing (it may step aside while it
 * would): polled, as the button fades out or back in over a few frames.
 */
export async function expectWhatsAppClear(page: Page, label: string): Promise<void> {
  for (const where of ['top', 'end'] as const) {
    await page.evaluate(
      (to) => window.scrollTo({ top: to === 'top' ? 0 : document.documentElement.scrollHeight, behavior: 'instant' }),
      where,
    );
    // The guard's frame and the fade (floating.module.css) are over before the first look.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 250)))),
    );
    await expect
      .poll(() => coveredByWhatsApp(page), { message: `${label} at the ${where}`, timeout: 4_000 })
      .toEqual([]);
  }
}
