import { useSyncExternalStore } from 'react';
import {
  ATTRIBUTION_COOKIE,
  STORAGE_PREFIX,
  pickCarried,
  serialiseAttribution,
  type CarriedValues,
} from '@/lib/query-whitelist';

/**
 * The whitelisted parameters of the current URL, read from `location.search` after hydration. Reading them this
 * way (not with useSearchParams) keeps every page statically rendered; links gain the parameters once hydrated.
 */
const NAVIGATED = 'sitrus:navigated';
let lastSearch = '';
let lastValues: CarriedValues = {};

function snapshot(): CarriedValues {
  const search = window.location.search;
  if (search !== lastSearch) {
    lastSearch = search;
    lastValues = pickCarried(new URLSearchParams(search));
  }
  return lastValues;
}

const serverSnapshot: CarriedValues = {};

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

export function useCarriedParams(): CarriedValues {
  return useSyncExternalStore(subscribe, snapshot, () => serverSnapshot);
}

/** Tell subscribers the URL changed (called by the route watcher after each client navigation). */
export function announceNavigation(): void {
  window.dispatchEvent(new Event(NAVIGATED));
}

/** Keeps carried values in local storage (`sitrus_utm_source`, …) and in the first-party cookie. */
export function rememberCarried(values: CarriedValues, storage: Storage = window.localStorage): void {
  const entries = Object.entries(values);
  if (entries.length === 0) return;
  try {
    for (const [key, value] of entries) storage.setItem(`${STORAGE_PREFIX}${key}`, value);
  } catch {
    // Storage can be full or disabled (private mode); the cookie below still keeps attribution.
  }
  const previous = readStored(storage);
  document.cookie = `${ATTRIBUTION_COOKIE}=${serialiseAttribution({ ...previous, ...values })}; path=/; max-age=${60 * 60 * 24 * 30}; samesite=lax${window.location.protocol === 'https:' ? '; secure' : ''}`;
}

/** The parameters remembered from earlier pages of the visit (local storage), for what a page tailors to them. */
export function rememberedCarried(storage: Storage = window.localStorage): CarriedValues {
  return readStored(storage);
}

function readStored(storage: Storage): CarriedValues {
  const out: Record<string, string> = {};
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(STORAGE_PREFIX)) out[key.slice(STORAGE_PREFIX.length)] = storage.getItem(key) ?? '';
    }
  } catch {
    return {};
  }
  return pickCarried(new URLSearchParams(out));
}
