import { describe, expect, it } from 'vitest';
import { delocalizedHref, localeOfPath } from '@/i18n/localized-href';
import { getPathname, localizedHref } from '@/i18n/navigation';
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

describe('delocalizedHref', () => {
  it.each([
    ['/uae-ar/toothsi/pricing?x=1#plans', 'ar-AE', '/toothsi/pricing?x=1#plans'],
    ['/uae-ar', 'ar-AE', '/'],
    ['/uae-ar?utm_campaign=gulf', 'ar-AE', '/?utm_campaign=gulf'],
    ['/hi/my-account', 'hi-IN', '/my-account'],
    ['/toothsi/pricing', 'en-IN', '/toothsi/pricing'],
    ['/uae-arabic-page', 'ar-AE', '/uae-arabic-page'],
    ['/toothsi', 'hi-IN', '/toothsi'],
    ['https://wa.me/91', 'hi-IN', 'https://wa.me/91'],
  ] as const)('%s in %s is %s', (href, locale, expected) => expect(delocalizedHref(href, locale)).toBe(expected));

  it('undoes localizedHref for every locale', () => {
    for (const { id: locale } of LOCALES)
      for (const path of ['/', '/toothsi/pricing?x=1', '/my-account#orders'])
        expect(delocalizedHref(localizedHref(path, locale), locale)).toBe(path);
  });
});
