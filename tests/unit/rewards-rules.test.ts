import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { MARKETS } from '@/lib/markets';
import { COIN_VALUE_MINOR, coinsEarned, redeemableCoins } from '@/lib/coin-rules';
import {
  attributedReferralCode,
  firstNameOf,
  friendDiscountMinor,
  normaliseReferralCode,
  readReferralCookie,
  REFERRAL_COOKIE,
  REFERRAL_RULES,
  referralCookieValue,
  referralOffered,
  rewardWithinCap,
} from '@/lib/referral-rules';
import { matchesRoute, pageRoutes } from '@/lib/app-routes';
import { requiresSignIn } from '@/lib/auth-rules';

const DAY = 86_400_000;

describe('referral rules', () => {
  it('caps the referrer at ₹4,500 in India and at each market’s own cashback in the Gulf', () => {
    expect(REFERRAL_RULES.IN.capMinor).toBe(450_000);
    for (const [country, market] of Object.entries(MARKETS)) {
      if (market.referralCashbackMinor !== null)
        expect(REFERRAL_RULES[country as keyof typeof MARKETS].capMinor).toBe(market.referralCashbackMinor);
    }
    expect(rewardWithinCap('IN', 0)).toBe(150_000);
    expect(rewardWithinCap('IN', 400_000)).toBe(50_000);
    expect(rewardWithinCap('IN', 450_000)).toBe(0);
    expect(rewardWithinCap('AE', 15_000)).toBe(5_000);
    expect(rewardWithinCap('AE', 20_000)).toBe(0);
    expect(referralOffered('IN') && referralOffered('AE')).toBe(true);
    expect(referralOffered('SA')).toBe(false);
  });

  it('gives the friend’s discount from the minimum order, never more than is left to pay', () => {
    expect(friendDiscountMinor('IN', 99_999, 99_999)).toBe(0);
    expect(friendDiscountMinor('IN', 100_000, 100_000)).toBe(50_000);
    expect(friendDiscountMinor('IN', 200_000, 20_000)).toBe(20_000);
    expect(friendDiscountMinor('BH', 10_000, 10_000)).toBe(5_000);
  });

  it('reads codes and the link cookie, within the 30-day window only', () => {
    expect(normaliseReferralCode(' ab-cd 2345 ')).toBe('ABCD2345');
    expect(normaliseReferralCode('x!')).toBeNull();
    const now = new Date('2026-06-30T12:00:00Z');
    const value = referralCookieValue('ABCD2345', new Date(now.getTime() - 29 * DAY));
    expect(readReferralCookie(value)?.code).toBe('ABCD2345');
    expect(attributedReferralCode(value, now)).toBe('ABCD2345');
    expect(attributedReferralCode(referralCookieValue('ABCD2345', new Date(now.getTime() - 31 * DAY)), now)).toBeNull();
    expect(attributedReferralCode('ABCD2345', now)).toBeNull();
    expect(attributedReferralCode(undefined, now)).toBeNull();
    expect(firstNameOf('  Asha Rao Kulkarni ')).toBe('Asha');
    expect(firstNameOf(null)).toBeNull();
  });
});

describe('coin rules', () => {
  it('earns 2% of what was paid and redeems up to 10% of a line, the balance and what is left to pay', () => {
    expect(coinsEarned(149_900, 'INR')).toBe(29);
    expect(coinsEarned(14_900, 'AED')).toBe(59);
    expect(coinsEarned(0, 'INR')).toBe(0);
    expect(redeemableCoins({ balance: 300, lineSubtotalMinor: 199_900, roomMinor: 199_900, currency: 'INR' })).toBe(
      199,
    );
    expect(redeemableCoins({ balance: 50, lineSubtotalMinor: 199_900, roomMinor: 199_900, currency: 'INR' })).toBe(50);
    expect(redeemableCoins({ balance: 300, lineSubtotalMinor: 199_900, roomMinor: 1_000, currency: 'INR' })).toBe(10);
    expect(COIN_VALUE_MINOR.BHD).toBe(5);
  });
});

describe('referral pages and the link cookie', () => {
  it('knows the pages: the referral page and its invitation are public, the coin pages need a session', () => {
    for (const path of [
      '/refer-and-earn-get-discount',
      '/refer-and-earn-get-discount/invite',
      '/my-account/coins/toothsi',
      '/my-account/coins/skinnsi',
    ])
      expect(matchesRoute(pageRoutes(), path), path).toBe(true);
    expect(requiresSignIn('/refer-and-earn-get-discount')).toBe(false);
    expect(requiresSignIn('/refer-and-earn-get-discount/invite')).toBe(false);
    expect(requiresSignIn('/my-account/coins/toothsi')).toBe(true);
  });

  it('remembers a referral link’s code with its first visit, httpOnly, and keeps it when the same code comes again', () => {
    const first = proxy(
      new NextRequest(
        new URL('/uae-ar/refer-and-earn-get-discount/invite?referralCode=abcd2345', 'http://localhost:3000'),
      ),
    );
    const cookie = first.cookies.get(REFERRAL_COOKIE);
    expect(readReferralCookie(cookie?.value)?.code).toBe('ABCD2345');
    expect(cookie).toMatchObject({ httpOnly: true, maxAge: 30 * 86_400 });
    const again = proxy(
      new NextRequest(new URL('/toothsi?referralcode=ABCD2345', 'http://localhost:3000'), {
        headers: { cookie: `${REFERRAL_COOKIE}=${cookie?.value}` },
      }),
    );
    expect(again.cookies.get(REFERRAL_COOKIE)).toBeUndefined();
    const other = proxy(
      new NextRequest(new URL('/toothsi?referralcode=WXYZ6789', 'http://localhost:3000'), {
        headers: { cookie: `${REFERRAL_COOKIE}=${cookie?.value}` },
      }),
    );
    expect(readReferralCookie(other.cookies.get(REFERRAL_COOKIE)?.value)?.code).toBe('WXYZ6789');
    expect(
      proxy(new NextRequest(new URL('/toothsi?utm_source=ig', 'http://localhost:3000'))).cookies.get(REFERRAL_COOKIE),
    ).toBeUndefined();
  });
});
