import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CHECK_DELAY_MS, regionOf, scheduleLanguageCheck } from '@/client/language-check';

/** A stand-in for the http post helper that records calls. */
function fakePost() {
  const calls: string[] = [];
  const send = async <T>(url: string): Promise<T> => {
    calls.push(url);
    return {} as T;
  };
  return { calls, send };
}

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('language change check (spec §4)', () => {
  afterEach(() => vi.useRealTimers());

  it('calls change-language 100 ms after load when the region differs, then remembers it', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage({ sitrus_lastSelectedLanguage: 'en-IN' });
    const { calls, send } = fakePost();
    scheduleLanguageCheck('ar-AE', storage, send);
    vi.advanceTimersByTime(LANGUAGE_CHECK_DELAY_MS - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['/api/v2/toothsi/user/change-language?languageAlias=ar-AE']);
    await vi.runAllTimersAsync();
    expect(storage.getItem('sitrus_lastSelectedLanguage')).toBe('ar-AE');
  });

  it('stays quiet when only the language changed within the same region', () => {
    vi.useFakeTimers();
    const { calls, send } = fakePost();
    scheduleLanguageCheck('hi-IN', memoryStorage({ sitrus_lastSelectedLanguage: 'en-IN' }), send);
    vi.advanceTimersByTime(500);
    expect(calls).toEqual([]);
    expect(regionOf('en-AE')).toBe('AE');
  });
});
