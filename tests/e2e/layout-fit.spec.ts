import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { horizontalOverflow, LANGUAGE_PREFIXES, sitemapTemplates } from './layout-fit';

/**
 * Issue 30 item 2: every page template of the sitemap fits a 360 px phone in all nine UI languages: nothing scrolls
 * or sticks out sideways, however long the language's words (Tamil, Kannada, Telugu) and whichever way it reads (Arabic).
 * One test per template visits it in every language, in one page of one context per worker. The page is measured as
 * the server sends it, without scripts: that is the layout that paints first, and every island renders its markup on
 * the server too; hydrating 441 pages on two cores would make this one check most of the e2e run.
 */
test.describe.configure({ mode: 'parallel' });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
  });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context.close();
});

for (const path of sitemapTemplates()) {
  test(`${path} fits 360 px in every UI language`, async () => {
    test.setTimeout(120_000);
    const failures: string[] = [];
    for (const { language, prefix } of LANGUAGE_PREFIXES) {
      const url = `${prefix}${path === '/' ? '' : path}` || '/';
      const response = await page.goto(url, { waitUntil: 'load' });
      expect(response?.status(), url).toBeLessThan(400);
      await page.evaluate(() => document.fonts.ready);
      const overflow = await horizontalOverflow(page);
      if (overflow.documentWidth > overflow.viewportWidth || overflow.elements.length > 0)
        failures.push(
          `${language} ${url}: document ${overflow.documentWidth}px in ${overflow.viewportWidth}px\n    ${overflow.elements.join('\n    ')}`,
        );
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
