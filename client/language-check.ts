import { STORAGE_PREFIX } from '@/lib/query-whitelist';
import { post } from './http';

export const LANGUAGE_CHECK_DELAY_MS = 100;
const KEY = `${STORAGE_PREFIX}lastSelectedLanguage`;

/** The region part of a locale id: `ar-AE` → `AE`. */
export function regionOf(localeId: string): string {
  return localeId.split('-')[1] ?? '';
}

/**
 * 100 ms after load (spec §4, §9), when the region of the page's locale differs from the last stored language,
 * tell the server and remember the new one. Returns a cancel function for effect clean-up.
 */
export function scheduleLanguageCheck(
  localeId: string,
  storage: Storage = window.localStorage,
  send = post,
): () => void {
  const timer = setTimeout(() => {
    let previous: string | null = null;
    try {
      previous = storage.getItem(KEY);
    } catch {
      return;
    }
    if (previous && regionOf(previous) === regionOf(localeId)) return;
    void send(`/api/v2/toothsi/user/change-language?languageAlias=${encodeURIComponent(localeId)}`)
      .then(() => storage.setItem(KEY, localeId))
      .catch(() => {
        // Not remembered, so the next page load tries again.
      });
  }, LANGUAGE_CHECK_DELAY_MS);
  return () => clearTimeout(timer);
}
