import { describe, expect, it } from 'vitest';
import { clientIp } from '@/server/client-ip';

const h = (entries: Record<string, string>) => new Headers(entries);

describe('client IP', () => {
  it('trusts no forwarded header unless configured to sit behind a proxy', () => {
    expect(clientIp(h({ 'x-forwarded-for': '103.21.124.1' }), { trustProxy: 0 })).toBeNull();
  });

  it('takes the entry our proxy appended, not one the visitor forged', () => {
    expect(clientIp(h({ 'x-forwarded-for': '1.2.3.4, 103.21.124.1' }), { trustProxy: 1 })).toBe('103.21.124.1');
    expect(clientIp(h({ 'x-forwarded-for': '1.2.3.4, 103.21.124.1, 10.0.0.2' }), { trustProxy: 2 })).toBe(
      '103.21.124.1',
    );
  });

  it('prefers a configured CDN header, and cleans up address forms', () => {
    expect(
      clientIp(h({ 'cf-connecting-ip': '49.37.0.1', 'x-forwarded-for': '1.1.1.1' }), {
        trustProxy: 1,
        clientIpHeader: 'cf-connecting-ip',
      }),
    ).toBe('49.37.0.1');
    expect(clientIp(h({ 'x-forwarded-for': '::ffff:49.37.0.1' }), { trustProxy: 1 })).toBe('49.37.0.1');
    expect(clientIp(h({ 'x-forwarded-for': 'garbage' }), { trustProxy: 1 })).toBeNull();
  });
});
