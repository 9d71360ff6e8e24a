import { test as base, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../../lib/hydrated';
import { LOADER_FLAG } from '../../scripts/paint-first';

/**
 * Resolves once the page in the tab has hydrated, if it is one of ours: the production server sends the page's
 * scripts only after the first paint (scripts/paint-first.ts), so `load` can come before the page is interactive,
 * as it can for a visitor on a slow phone. Other documents (JSON, the global 404) resolve at once.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    ([attribute, loaderFlag]) => !(loaderFlag in self) || document.documentElement.hasAttribute(attribute),
    [HYDRATED_ATTRIBUTE, LOADER_FLAG] as const,
  );
}

/** Playwright's `test` whose page waits, after `goto` and `reload`, until the page can be used. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await hydrated(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await hydrated(page);
      return response;
    };
    await provide(page);
  },
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Page } from '@playwright/test';
