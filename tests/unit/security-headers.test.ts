import { afterEach, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import nextConfig from '@/next.config';
import { contentSecurityPolicy, isHttpsRequest, STRICT_TRANSPORT_SECURITY, trustProxyOf } from '@/lib/security-headers';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('Content-Security-Policy', () => {
  const policy = directives(contentSecurityPolicy());

  it('keeps scripts, styles, fonts, media and connections on our origin, with no plugins and no <base>', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'media-src', 'connect-src']) {
      expect(
        policy.get(name)?.filter((v) => !v.startsWith("'") && v !== 'data:'),
        name,
      ).toEqual([]);
    }
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
  });

  it('lets no other site frame a page, and forms post only to us and the payment gateway', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://api.razorpay.com']);
  });

  it("allows inline scripts (Next's RSC payload on static pages) without 'strict-dynamic', which would make browsers ignore them, and eval only in development", () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(contentSecurityPolicy()).not.toContain('strict-dynamic');
    expect(directives(contentSecurityPolicy({ development: true })).get('script-src')).toContain("'unsafe-eval'");
  });

  it('is sent with X-Frame-Options on every path by next.config.ts', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const all = rules.find((r) => r.source === '/:path*');
    const headers = new Map(all?.headers.map((h) => [h.key, h.value]));
    expect(headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy());
    expect(headers.get('X-Frame-Options')).toBe('DENY');
  });
});

describe('Strict-Transport-Security', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });
  const call = (url: string, headers: Record<string, string> = {}) => proxy(new NextRequest(new URL(url), { headers }));

  it('reads TRUST_PROXY as the server does', () => {
    expect([undefined, '', 'false', '0', 'x', '-1', '11'].map(trustProxyOf)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(['true', '1', '2'].map(trustProxyOf)).toEqual([1, 1, 2]);
    expect(isHttpsRequest('https:', null, 0)).toBe(true);
    expect(isHttpsRequest('http:', 'https', 0)).toBe(false);
    expect(isHttpsRequest('http:', 'https', 1)).toBe(true);
    expect(isHttpsRequest('http:', 'http', 1)).toBe(false);
  });

  it('is sent on pages, redirects and 404s answered over HTTPS', () => {
    expect(call('https://toothsi.in/toothsi').headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(call('https://toothsi.in/pricing').headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(call('https://toothsi.in/my-account').headers.get('strict-transport-security')).toBe(
      STRICT_TRANSPORT_SECURITY,
    );
    expect(call('https://toothsi.in/stray.png').headers.get('strict-transport-security')).toBe(
      STRICT_TRANSPORT_SECURITY,
    );
  });

  it('follows X-Forwarded-Proto only behind a trusted proxy, and is never sent over plain HTTP', () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    expect(call('http://toothsi.in/toothsi').headers.get('strict-transport-security')).toBeNull();
    expect(call('http://toothsi.in/toothsi', forwarded).headers.get('strict-transport-security')).toBeNull();
    process.env.TRUST_PROXY = '1';
    expect(call('http://toothsi.in/toothsi', forwarded).headers.get('strict-transport-security')).toBe(
      STRICT_TRANSPORT_SECURITY,
    );
    expect(
      call('http://toothsi.in/toothsi', { 'x-forwarded-proto': 'http' }).headers.get('strict-transport-security'),
    ).toBeNull();
  });
});
