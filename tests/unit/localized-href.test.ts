import { describe, expect, it } from 'vitest';
import { getPathname, localeOfPath, localizedHref } from '@/i18n/localized-href';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales';
import { stripLocale } from '@/lib/paths';

describe('locale paths', () => {
  it('prefix every locale but the default one with its segment', () => {
    expect(getPathname({ href: '/toothsi/pricing', locale: 'en-IN' })).toBe('/toothsi/pricing');
    expect(getPathname({ href: '/toothsi/pricing', locale: 'ar-AE' })).toBe('/uae-ar/toothsi/pricing');
    expect(getPathname({ href: '/', locale: 'hi-IN' })).toBe('/hi');
    expect(getPathname({ href: '/', locale: DEFAULT_LOCALE })).toBe('/');
    expect(localizedHref('/checkout/select-address?step=2#top', 'ta-IN')).toBe(
      '/ta/checkout/select-address?step=2#top',
    );
    expect(localizedHref('https://wa.me/919999999999', 'ta-IN')).toBe('https://wa.me/919999999999');
  });

  it('read a URL back to the locale and the locale-free path it was made from, in all 16 locales', () => {
    for (const { id } of LOCALES) {
      for (const path of ['/', '/toothsi', '/skinnsi/laser-hair-removal', '/my-account/orders']) {
        const url = getPathname({ href: path, locale: id as Locale });
        expect(localeOfPath(url), url).toBe(id);
        expect(stripLocale(url), url).toBe(path);
      }
    }
  });

  it('take an unprefixed or unknown first segment for the default locale', () => {
    expect(localeOfPath('/toothsi/pricing')).toBe(DEFAULT_LOCALE);
    expect(localeOfPath('/')).toBe(DEFAULT_LOCALE);
    expect(localeOfPath('/UAE-AR/toothsi')).toBe('ar-AE');
  });
});
