import { describe, expect, it } from 'vitest';
import { LOCALES, contentFallbackChain, localeBySegment, localeInfo } from '@/i18n/locales';
import { routing } from '@/i18n/routing';

const EXPECTED = [
  ['en', 'en-IN', 'en', 'IN', 'INR', 'ltr'],
  ['hi', 'hi-IN', 'hi', 'IN', 'INR', 'ltr'],
  ['kn', 'kn-IN', 'kn', 'IN', 'INR', 'ltr'],
  ['mr', 'mr-IN', 'mr', 'IN', 'INR', 'ltr'],
  ['te', 'te-IN', 'te', 'IN', 'INR', 'ltr'],
  ['ta', 'ta-IN', 'ta', 'IN', 'INR', 'ltr'],
  ['bn', 'bn-IN', 'bn', 'IN', 'INR', 'ltr'],
  ['gu', 'gu-IN', 'gu', 'IN', 'INR', 'ltr'],
  ['uae-en', 'en-AE', 'en', 'AE', 'AED', 'ltr'],
  ['uae-ar', 'ar-AE', 'ar', 'AE', 'AED', 'rtl'],
  ['ksa-en', 'en-SA', 'en-SA', 'SA', 'SAR', 'ltr'],
  ['ksa-ar', 'ar-SA', 'ar-SA', 'SA', 'SAR', 'rtl'],
  ['qa-en', 'en-QA', 'en-QA', 'QA', 'QAR', 'ltr'],
  ['qa-ar', 'ar-QA', 'ar-QA', 'QA', 'QAR', 'rtl'],
  ['bh-en', 'en-BH', 'en-BH', 'BH', 'BHD', 'ltr'],
  ['bh-ar', 'ar-BH', 'ar-BH', 'BH', 'BHD', 'rtl'],
] as const;

describe('locale table (architecture §4)', () => {
  it.each(EXPECTED)(
    'segment %s is %s with content %s, country %s, currency %s, %s',
    (segment, id, content, country, currency, dir) => {
      const info = localeBySegment(segment);
      expect(info).toMatchObject({ id, contentLocale: content, country, currency, dir });
      expect(localeInfo(id).segment).toBe(segment);
      expect(Intl.getCanonicalLocales(id)).toEqual([id]);
    },
  );

  it('has exactly the 16 segments of spec §2 and feeds them to next-intl as custom prefixes', () => {
    expect(LOCALES.map((l) => l.segment)).toEqual(EXPECTED.map((e) => e[0]));
    const prefix = routing.localePrefix;
    expect(prefix).toMatchObject({ mode: 'as-needed', prefixes: { 'ar-AE': '/uae-ar', 'en-IN': '/en' } });
    expect(routing.defaultLocale).toBe('en-IN');
  });

  it('falls back from a regional content locale to its language, then English', () => {
    expect(contentFallbackChain('ar-SA')).toEqual(['ar-SA', 'ar', 'en']);
    expect(contentFallbackChain('en-QA')).toEqual(['en-QA', 'en']);
    expect(contentFallbackChain('en')).toEqual(['en']);
    // Our own Indian-language content falls back to English where a key has none.
    expect(contentFallbackChain('hi')).toEqual(['hi', 'en']);
    expect(contentFallbackChain('ta')).toEqual(['ta', 'en']);
  });

  it('refuses an id that is not ours', () => {
    expect(() => localeInfo('fr-FR')).toThrow();
    expect(localeBySegment('fr')).toBeUndefined();
  });
});
