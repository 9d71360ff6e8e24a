import { describe, expect, it } from 'vitest';
import {
  defaultAuthorName,
  parseSubjectKey,
  reviewCountry,
  reviewLanguage,
  reviewsForPage,
  reviewSubjectName,
  sniffPhotoType,
  subjectKey,
  subjectReviewsPath,
  summariseRatings,
} from '@/lib/reviews';
import { withCustomerRatings } from '@/lib/review-structured-data';
import { serialiseJsonLd } from '@/lib/structured-data';
import { readFileSync } from 'node:fs';
import { SKIN_REVIEW_SEED } from '@/server/db/skin-review-seed';

describe('review rules', () => {
  it('recognises photos by their first bytes, not by their name', () => {
    expect(sniffPhotoType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(sniffPhotoType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffPhotoType(new TextEncoder().encode('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('webp');
    expect(sniffPhotoType(new TextEncoder().encode('RIFF\x10\x00\x00\x00AVI LIST'))).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffPhotoType(new Uint8Array())).toBeNull();
  });

  it('reads and writes subject keys, refusing anything else', () => {
    for (const key of ['product:101', 'skin:lhr', 'skin:anti-ageing', 'aligners'])
      expect(subjectKey(parseSubjectKey(key)!)).toBe(key);
    expect(parseSubjectKey('SKIN:laser-hair-removal')).toEqual({ kind: 'skin', category: 'lhr' });
    for (const bad of ['product:', 'product:-1', 'product:1e3', 'skin:tattoo', 'aligner', 'product:101;drop', '', null])
      expect(parseSubjectKey(bad)).toBeNull();
  });

  it('signs a review with the first name and an initial by default', () => {
    expect(defaultAuthorName('Priya Sharma')).toBe('Priya S.');
    expect(defaultAuthorName('  Aisha  ')).toBe('Aisha');
    expect(defaultAuthorName('مريم أحمد علي')).toBe('مريم ع.');
    expect(defaultAuthorName(null)).toBe('');
  });

  it('sends each subject to the page that shows its reviews', () => {
    expect(subjectReviewsPath({ kind: 'aligners' })).toBe('/toothsi/results#reviews');
    expect(subjectReviewsPath({ kind: 'skin', category: 'acne' })).toBe('/skinnsi/skinnsi-reviews#reviews-acne');
    expect(subjectReviewsPath({ kind: 'product', productId: 7 }, { path: '/toothsi/products/7/x#reviews' })).toBe(
      '/toothsi/products/7/x#reviews',
    );
  });

  it('summarises ratings to one decimal with a count per number of stars', () => {
    expect(summariseRatings([])).toEqual({
      count: 0,
      average: null,
      byStars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
    });
    const summary = summariseRatings([
      { rating: 5, count: 2 },
      { rating: 4, count: 1 },
    ]);
    expect(summary).toMatchObject({ count: 3, average: 4.7 });
    expect(summary.byStars[0]).toEqual({ stars: 5, count: 2 });
  });

  it('adds AggregateRating and reviews to a product only when it has reviews, escaped inside the script', () => {
    const product = { '@context': 'https://schema.org' as const, '@type': 'Product', name: 'Retainer' };
    expect(withCustomerRatings(product, summariseRatings([]), [])).toBe(product);
    const rated = withCustomerRatings(product, summariseRatings([{ rating: 4, count: 1 }]), [
      {
        authorName: 'A.',
        rating: 4,
        body: '</script><script>alert(1)</script>',
        createdAt: '2026-11-01T10:00:00.000Z',
        locale: 'en-IN',
      },
    ]);
    expect(rated.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    expect(rated.review).toHaveLength(1);
    expect(serialiseJsonLd(rated)).not.toContain('</script>');
  });
});

describe('reviews by market and language', () => {
  const lhr = SKIN_REVIEW_SEED.filter((r) => r.category === 'lhr').sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  );

  it('knows where a review comes from: its city, else its locale’s region, else India', () => {
    expect(reviewCountry({ city: 'Dubai', locale: 'ar' })).toBe('AE');
    expect(reviewCountry({ city: 'Hyderabad', locale: 'en' })).toBe('IN');
    expect(reviewCountry({ city: 'Springfield', locale: 'en-SA' })).toBe('SA');
    expect(reviewCountry({ city: 'Pune', locale: 'en-AE' })).toBe('IN');
    expect(reviewLanguage('ar-AE')).toBe('ar');
    expect(reviewLanguage('en')).toBe('en');
  });

  it('India in English: Indian reviews in English first, the Arabic one from Dubai last', () => {
    const shown = reviewsForPage(lhr, { country: 'IN', language: 'en' });
    expect(shown.slice(0, 3).map((r) => r.city)).not.toContain('Dubai');
    expect(shown.at(-1)?.locale).toBe('ar');
    expect(shown).toHaveLength(lhr.length);
  });

  it('the UAE: Dubai’s reviews first, in the page’s language first', () => {
    expect(reviewsForPage(lhr, { country: 'AE', language: 'en' })[0]?.city).toBe('Dubai');
    const arabic = reviewsForPage(lhr, { country: 'AE', language: 'ar' });
    expect(arabic[0]).toMatchObject({ city: 'Dubai', locale: 'ar' });
  });

  it('names what was bought in words, never a plan code', () => {
    const checkout = JSON.parse(readFileSync('messages/en/checkout.json', 'utf8')) as {
      plans: Record<string, { name: string }>;
    };
    const words = {
      skinCategory: (c: string) => `category ${c}`,
      planName: (code: string) => checkout.plans[code]?.name ?? null,
      aligners: 'Aligner treatment',
    };
    expect(reviewSubjectName({ subject: { kind: 'aligners' }, name: 'scan-centre' }, words)).toBe(
      '3D smile scan at a centre',
    );
    expect(reviewSubjectName({ subject: { kind: 'aligners' }, name: 'something-else' }, words)).toBe(
      'Aligner treatment',
    );
    expect(reviewSubjectName({ subject: { kind: 'skin', category: 'lhr' }, name: 'lhr-underarms-6' }, words)).toBe(
      'category lhr',
    );
    expect(reviewSubjectName({ subject: { kind: 'product', productId: 101 }, name: 'Removable retainer' }, words)).toBe(
      'Removable retainer',
    );
  });
});
