import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { ATTRIBUTION_COOKIE, parseAttribution } from '@/lib/query-whitelist';

const call = (path: string) => proxy(new NextRequest(new URL(path, 'http://localhost:3000')));

describe('proxy', () => {
  it.each([
    ['/pricing', '/toothsi/pricing'],
    ['/results', '/toothsi/results'],
    ['/aligners', '/toothsi/teeth-aligners'],
    ['/how-it-works', '/toothsi/how-it-works'],
    ['/video-consultation', '/get-started'],
  ])('answers 308 from legacy %s to %s', (from, to) => {
    const res = call(from);
    expect(res.status).toBe(308);
    expect(new URL(res.headers.get('location') ?? '').pathname).toBe(to);
  });

  it('keeps the locale segment and only whitelisted parameters on a legacy redirect', () => {
    const res = call('/uae-ar/pricing?UTM_SOURCE=ig&fbclid=x&coupon=SMILE');
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.pathname).toBe('/uae-ar/toothsi/pricing');
    expect([...location.searchParams.keys()].sort()).toEqual(['coupon', 'utm_source']);
  });

  it('redirects /en paths to the one canonical unprefixed URL', () => {
    const res = call('/en/toothsi');
    expect([307, 308]).toContain(res.status);
    expect(new URL(res.headers.get('location') ?? '').pathname).toBe('/toothsi');
  });

  it('remembers whitelisted landing parameters in a first-party cookie, and nothing else', () => {
    const res = call('/?utm_campaign=diwali&page=3');
    expect(parseAttribution(res.cookies.get(ATTRIBUTION_COOKIE)?.value)).toEqual({ utm_campaign: 'diwali' });
    expect(call('/?page=3').cookies.get(ATTRIBUTION_COOKIE)).toBeUndefined();
  });

  it('sends signed-out visitors of an account page to sign-in, and marks both answers unfit for a shared cache', () => {
    const signedOut = call('/hi/my-account/orders');
    expect(signedOut.status).toBe(307);
    const location = new URL(signedOut.headers.get('location') ?? '');
    expect(location.pathname).toBe('/hi/sign-in');
    expect(location.searchParams.get('next')).toBe('/my-account/orders');
    expect(signedOut.headers.get('cache-control')).toBe('private, no-store');

    const signedIn = proxy(
      new NextRequest(new URL('/my-account/orders', 'http://localhost:3000'), { headers: { cookie: 'sid=x' } }),
    );
    expect(signedIn.headers.get('location')).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    // A content page stays cacheable: the proxy adds nothing.
    expect(call('/toothsi').headers.get('cache-control')).toBeNull();
  });

  it('keeps the whitelisted campaign parameters on the sign-in URL as well as inside next (spec §5)', () => {
    const signedOut = call('/uae-ar/my-account/orders?utm_source=sms&Coupon=SAVE10&debug=1');
    const location = new URL(signedOut.headers.get('location') ?? '');
    expect(location.pathname).toBe('/uae-ar/sign-in');
    expect(location.searchParams.get('utm_source')).toBe('sms');
    expect(location.searchParams.get('coupon') ?? location.searchParams.get('Coupon')).toBe('SAVE10');
    expect(location.searchParams.get('debug')).toBeNull();
    expect(location.searchParams.get('next')).toBe('/my-account/orders?utm_source=sms&Coupon=SAVE10&debug=1');
  });

  it('routes a locale segment to its locale', () => {
    const res = call('/ksa-ar/toothsi');
    expect(res.headers.get('x-middleware-rewrite')).toContain('/ar-SA/toothsi');
  });
});

describe('proxy: files at the root', () => {
  it('lets our metadata files through and answers 404 for any other root file', () => {
    for (const file of ['/robots.txt', '/sitemap.xml', '/favicon.ico']) {
      const res = call(file);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-middleware-next')).toBe('1');
    }
    expect(call('/apple-touch-icon.png').status).toBe(404);
    expect(call('/wp-login.php').status).toBe(404);
  });
});
