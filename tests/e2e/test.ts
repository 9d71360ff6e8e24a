import type { Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydrated';

/**
 * Resolves once the page in the tab has hydrated (the shell marks `<html>`), for tests that use a client island
 * right after `goto`. Documents that are not an app page (JSON, a plain 404) resolve at once.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => !('__next_f' in self) || document.documentElement.hasAttribute(attribute),
    HYDRATED_ATTRIBUTE,
  );
}

export { test, expect } from '@playwright/test';
export type { APIRequestContext, Page } from '@playwright/test';
