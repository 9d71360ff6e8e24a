import { describe, expect, it } from 'vitest';
import { safeNextPath, signInHref } from '@/lib/auth-rules';
import { normalisePhone } from '@/lib/phone';
import { recommend, checkAnswers } from '@/lib/assessments';
import { visibleItems } from '@/lib/profile-menu';
import { profileMenuSchema } from '@/server/content/schemas';
import menu from '@/content/en/ub-profile-menu.json';

describe('safe next path', () => {
  it.each([
    ['/my-account/orders?tab=1', '/my-account/orders?tab=1'],
    ['%2Fprofile', '/profile'],
    ['/uae-ar/profile#x', '/profile#x'],
    ['/hi/my-account', '/my-account'],
    ['%2Fhi%2Fmy-account%3Ftab%3D1', '/my-account?tab=1'],
    ['/hi', '/'],
    ['/hi?x=1', '/?x=1'],
    ['/history', '/history'],
  ])('keeps same-site path %s (without a locale segment)', (raw, expected) => expect(safeNextPath(raw)).toBe(expected));

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    '/\u0000x',
    '',
    null,
    'profile',
  ])('refuses %s', (raw) => expect(safeNextPath(raw)).toBe('/my-account'));

  it('comes back whole from the sign-in link the proxy, the pages and the islands build', () => {
    for (const next of [
      '/my-account/orders',
      '/checkout/select-address?coupon=SMILE10&utm_source=x',
      '/profile#name',
    ]) {
      const link = new URL(signInHref(next), 'https://example.test');
      expect(link.pathname).toBe('/sign-in');
      expect([...link.searchParams.keys()]).toEqual(['next']);
      expect(safeNextPath(link.searchParams.get('next'))).toBe(next);
    }
  });
});

describe('phone numbers', () => {
  it('normalises Indian and Gulf mobiles to E.164', () => {
    expect(normalisePhone('98765 43210', 'IN')).toMatchObject({ ok: true, e164: '+919876543210', country: 'IN' });
    expect(normalisePhone('050 123 4567', 'AE')).toMatchObject({ ok: true, e164: '+971501234567', country: 'AE' });
    expect(normalisePhone('+966 50 123 4567', 'IN')).toMatchObject({ ok: true, country: 'SA' });
  });

  it('refuses invalid numbers and numbers of countries we do not serve', () => {
    expect(normalisePhone('12345', 'IN')).toEqual({ ok: false, reason: 'invalid' });
    expect(normalisePhone('+44 7911 123456', 'IN')).toEqual({ ok: false, reason: 'unsupported_country' });
  });
});

describe('consultation recommendations', () => {
  const aligner = { concern: ['gaps'], ageGroup: '18to35', hadBraces: 'no', goal: 'straighter', timeline: 'asap' };
  it('recommends by answers', () => {
    expect(recommend('aligner', aligner).code).toBe('clearAligners');
    expect(recommend('aligner', { ...aligner, ageGroup: 'under18' }).code).toBe('teenAligners');
    expect(recommend('aligner', { ...aligner, concern: ['underbite', 'crossbite'] }).code).toBe('orthodontistConsult');
    expect(
      recommend('lhr', {
        areas: ['fullBody'],
        skinTone: 'dark',
        hairType: 'coarse',
        sensitiveSkin: 'no',
        triedBefore: 'yes',
      }).code,
    ).toBe('fullBodyPackage');
    expect(
      recommend('lhr', {
        areas: ['face'],
        skinTone: 'light',
        hairType: 'fine',
        sensitiveSkin: 'yes',
        triedBefore: 'no',
      }).code,
    ).toBe('patchTestFirst');
  });

  it('names every unanswered or wrongly answered question', () => {
    expect(() => checkAnswers('aligner', { concern: 'gaps', goal: ['both'] })).toThrow();
    try {
      checkAnswers('aligner', { goal: ['both'], extra: 'x' });
    } catch (error) {
      const paths = (error as { fields: Array<{ path: string }> }).fields.map((f) => f.path);
      expect(paths).toEqual(
        expect.arrayContaining([
          'body.answers.extra',
          'body.answers.concern',
          'body.answers.goal',
          'body.answers.ageGroup',
        ]),
      );
    }
  });
});

describe('profile menu rules (spec §2)', () => {
  const items = profileMenuSchema.parse(menu).menuItems;
  const keys = (signedIn: boolean, isApp: boolean, path: string) =>
    visibleItems(items, { signedIn, isApp, path }).map((i) => i.devkey);

  it('hides login-required items from visitors', () => {
    const visitor = keys(false, false, '/');
    for (const key of ['orders', 'myAddresses', 'smileTracker', 'logout']) expect(visitor).not.toContain(key);
    expect(visitor).toContain('referAndEarn');
  });

  it('never offers a visitor their consultations or coins, which the content leaves open; signed in, they are there', () => {
    expect(items.find((i) => i.devkey === 'assessments')?.loginRequired).toBe(false);
    const visitor = keys(false, false, '/');
    for (const key of ['assessments', 'toothsi_coins', 'skinnsi_coins']) expect(visitor).not.toContain(key);
    expect(visitor).toEqual(expect.arrayContaining(['referAndEarn', 'rateUs', 'support', 'downloadApp']));
    expect(keys(true, false, '/')).toEqual(expect.arrayContaining(['assessments', 'toothsi_coins', 'skinnsi_coins']));
  });

  it('shows the smile tracker only in the app, and coins per business line', () => {
    expect(keys(true, false, '/')).not.toContain('smileTracker');
    expect(keys(true, true, '/')).toContain('smileTracker');
    expect(keys(true, false, '/toothsi/pricing')).toContain('toothsi_coins');
    expect(keys(true, false, '/toothsi/pricing')).not.toContain('skinnsi_coins');
    expect(keys(true, false, '/')).toEqual(
      expect.arrayContaining(['toothsi_coins', 'skinnsi_coins', 'logout', 'myAddresses']),
    );
  });
});
