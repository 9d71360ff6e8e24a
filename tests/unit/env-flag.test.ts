import { describe, expect, it } from 'vitest';
import { envFlag } from '@/lib/env-flag';

describe('an on/off environment variable', () => {
  it('reads 1/true as on and 0/false as off, and falls back to its default when unset or empty', () => {
    for (const fallback of [true, false]) {
      const flag = envFlag(fallback);
      expect([flag.parse('1'), flag.parse('true'), flag.parse('0'), flag.parse('false')]).toEqual([
        true,
        true,
        false,
        false,
      ]);
      expect([flag.parse(undefined), flag.parse('')]).toEqual([fallback, fallback]);
    }
  });

  it('refuses anything else, so a typo does not silently pick a side', () => {
    expect(envFlag(true).safeParse('yes').success).toBe(false);
  });
});
