import { describe, expect, it } from 'vitest';
import {
  CARRIED_PARAMS,
  parseAttribution,
  pickCarried,
  serialiseAttribution,
  withCarried,
} from '@/lib/query-whitelist';
import { appLinkTarget, resolveSectionHref } from '@/lib/section-link';

describe('query whitelist (spec §5)', () => {
  it('carries exactly the eleven whitelisted parameters, case-insensitively', () => {
    expect(CARRIED_PARAMS).toHaveLength(11);
    const params = new URLSearchParams(
      'UTM_Source=ig&utm_medium=cpc&utm_campaign=diwali&utm_term=a&utm_content=b&Coupon=SMILE&logid=1&GCLID=g&expid=e&referralCode=R1&matchtype=exact&fbclid=zzz&page=2',
    );
    expect(pickCarried(params)).toEqual({
      utm_source: 'ig',
      utm_medium: 'cpc',
      utm_campaign: 'diwali',
      utm_term: 'a',
      utm_content: 'b',
      coupon: 'SMILE',
      logid: '1',
      gclid: 'g',
      expid: 'e',
      referralcode: 'R1',
      matchtype: 'exact',
    });
  });

  it('adds carried values to a link, keeps the link’s own query and hash, never overrides them', () => {
    expect(withCarried('/toothsi/pricing', { utm_source: 'ig' })).toBe('/toothsi/pricing?utm_source=ig');
    expect(withCarried('/toothsi/products/allproducts?category=ORAL_HYGIENE#top', { coupon: 'X' })).toBe(
      '/toothsi/products/allproducts?category=ORAL_HYGIENE&coupon=X#top',
    );
    expect(withCarried('/x?UTM_SOURCE=mine', { utm_source: 'ig' })).toBe('/x?UTM_SOURCE=mine');
    expect(withCarried('/x', {})).toBe('/x');
  });

  it('round-trips the attribution cookie and ignores tampered entries', () => {
    const raw = serialiseAttribution({ utm_source: 'ig', coupon: 'SMILE' });
    expect(parseAttribution(raw)).toEqual({ utm_source: 'ig', coupon: 'SMILE' });
    expect(parseAttribution(encodeURIComponent(JSON.stringify({ evil: 'x', utm_medium: 5 })))).toEqual({});
    expect(parseAttribution('%%%not-json')).toEqual({});
  });
});

describe('section prefixes', () => {
  it('moves an unprefixed link into the current section when that route exists', () => {
    expect(resolveSectionHref('/pricing', '/toothsi/results')).toBe('/toothsi/pricing');
    expect(resolveSectionHref('/refund-policy?x=1', '/skinnsi/laser-hair-removal')).toBe('/skinnsi/refund-policy?x=1');
    expect(resolveSectionHref('/doctor-partners', '/ae/comming-soon')).toBe('/ae/doctor-partners');
  });

  it('leaves the link as written when the section has no such route, or outside sections', () => {
    expect(resolveSectionHref('/about-us', '/toothsi/pricing')).toBe('/about-us');
    expect(resolveSectionHref('/pricing', '/about-us')).toBe('/pricing');
    expect(resolveSectionHref('/', '/toothsi/pricing')).toBe('/');
    expect(resolveSectionHref('/skinnsi', '/toothsi/pricing')).toBe('/skinnsi');
    expect(resolveSectionHref('https://wa.me/1', '/toothsi')).toBe('https://wa.me/1');
  });
});

describe('appLinkTarget (server and client links alike)', () => {
  it('moves a link into the current section and adds the carried parameters the link does not set itself', () => {
    expect(appLinkTarget('/doctor-partners#form', '/toothsi/pricing', { utm_campaign: 'gulf' })).toBe(
      '/toothsi/doctor-partners?utm_campaign=gulf#form',
    );
    expect(appLinkTarget('/pricing?utm_campaign=own', '/toothsi', { utm_campaign: 'gulf', coupon: 'SMILE10' })).toBe(
      '/toothsi/pricing?utm_campaign=own&coupon=SMILE10',
    );
    expect(appLinkTarget('/about-us', '/', {})).toBe('/about-us');
  });
});
