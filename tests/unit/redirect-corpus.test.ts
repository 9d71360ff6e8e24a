import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/lib/auth-rules';
import { LOCALIZED_SAME_SITE_PATHS, OFF_SITE_PAYLOADS, SAME_SITE_PATHS } from '@/tests/fixtures/redirect-payloads';

const ORIGIN = 'https://www.toothsi.example';

/** Where a browser goes when our code navigates to the helper's answer from a page of ours. */
function destination(path: string): URL {
  return new URL(path, `${ORIGIN}/sign-in`);
}

describe('return paths (the redirect corpus)', () => {
  it('has at least 40 hostile payloads', () => {
    expect(OFF_SITE_PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(OFF_SITE_PAYLOADS)('%j never leaves the origin', (payload) => {
    const answer = safeNextPath(payload);
    expect(destination(answer).origin).toBe(ORIGIN);
    expect(answer.startsWith('/') && !answer.startsWith('//') && !answer.startsWith('/\\')).toBe(true);
    // Also as it arrives from a query string, encoded once more.
    expect(destination(safeNextPath(encodeURIComponent(payload))).origin).toBe(ORIGIN);
  });

  it.each(SAME_SITE_PATHS)('%j comes back whole', (path) => {
    expect(safeNextPath(path)).toBe(path);
    expect(safeNextPath(encodeURIComponent(path))).toBe(path);
  });

  it.each(LOCALIZED_SAME_SITE_PATHS)('%j is followed as %j (the router adds the page’s own locale)', (path, bare) => {
    expect(safeNextPath(path)).toBe(bare);
    expect(safeNextPath(encodeURIComponent(path))).toBe(bare);
  });

  it('falls back to the caller’s default', () => {
    expect(safeNextPath('/./evil.example'.replace('/.', '/.//'), '/my-account/select-address')).toBe(
      '/my-account/select-address',
    );
    expect(safeNextPath(null, '/x')).toBe('/x');
  });
});
