import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import full from 'libphonenumber-js/metadata.min.json';
import { contentFallbackChain, LOCALES, type ContentLocale, type Locale } from '@/i18n/locales';
import { telHref } from '@/lib/contact-links';
import { e164Phone, formatPhone } from '@/lib/phone-format';
import { contactForMarket, siteConfigForMarket } from '@/server/content/market';
import { CONTENT_SCHEMAS, type ContentKey, type ContentOf } from '@/server/content/schemas';
import { phoneMetadataOf } from '@/lib/phone-metadata-slice';
import sliced from '@/lib/phone-metadata.json';

describe('formatPhone', () => {
  it.each([
    ['+919876543210', '+91 98765 43210'],
    ['+91 91361 88300', '+91 91361 88300'],
    ['+912248973500', '+91 22 4897 3500'],
    ['+97141234567', '+971 4 123 4567'],
    ['+97145550192', '+971 4 555 0192'],
    ['+971501234567', '+971 50 123 4567'],
    ['+966115550133', '+966 11 555 0133'],
    ['+966555550121', '+966 55 555 0121'],
    ['+97444550166', '+974 4455 0166'],
    ['+97455550178', '+974 5555 0178'],
    ['+97317550144', '+973 1755 0144'],
    ['+97333550155', '+973 3355 0155'],
  ])('%s reads %s', (input, shown) => {
    expect(formatPhone(input)).toBe(shown);
  });

  it('reads a number however it was written', () => {
    expect(formatPhone('+91-98765-43210')).toBe('+91 98765 43210');
    expect(formatPhone(' 098765 43210 ', 'IN')).toBe('+91 98765 43210');
    expect(formatPhone('9876543210', 'IN')).toBe('+91 98765 43210');
    expect(formatPhone('050 123 4567', 'AE')).toBe('+971 50 123 4567');
    expect(formatPhone('(+971) 4-123-4567')).toBe('+971 4 123 4567');
  });

  it('leaves what is not a number of our countries as it was written', () => {
    expect(formatPhone('+1 415 555 0100')).toBe('+1 415 555 0100');
    expect(formatPhone('call us')).toBe('call us');
    expect(formatPhone('')).toBe('');
  });

  it('groups every valid number of our countries as libphonenumber does with its full metadata', () => {
    // A fixed pseudo-random walk over each country's number lengths: mobiles, landlines, toll-free, premium.
    let seed = 22;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const plans: Array<[string, number[]]> = [
      ['91', [10]],
      ['971', [8, 9]],
      ['966', [9]],
      ['974', [8]],
      ['973', [8]],
    ];
    let compared = 0;
    for (const [code, lengths] of plans) {
      for (let i = 0; i < 2000; i++) {
        const length = lengths[i % lengths.length] ?? 8;
        const national = Array.from({ length }, () => Math.floor(random() * 10)).join('');
        const reference = parsePhoneNumberFromString(`+${code}${national}`);
        if (!reference?.isValid()) continue;
        const expected = reference.formatInternational();
        // Where the library leaves the national number in one block, ours groups it (tested above).
        if (expected.endsWith(` ${reference.nationalNumber}`)) continue;
        expect(formatPhone(`+${code}${national}`)).toBe(expected);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  }, 60_000);
});

describe('tel: links', () => {
  it('are E.164 whatever the text shows', () => {
    expect(telHref('+91 22 4897 3500')).toBe('tel:+912248973500');
    expect(telHref('+971 4 555 0192')).toBe('tel:+97145550192');
    expect(e164Phone('98765 43210', 'IN')).toBe('+919876543210');
    expect(e164Phone('+974 4455 0166')).toBe('+97444550166');
    expect(telHref('+1 (415) 555-0100')).toBe('tel:+14155550100');
  });
});

describe('the formatter metadata', () => {
  it('is the installed libphonenumber-js metadata for our countries (run scripts/phone-metadata.ts after an upgrade)', () => {
    expect(sliced).toEqual(phoneMetadataOf(full));
  });
});

describe('care numbers on the pages', () => {
  // A content locale's file, or the one its fallback chain reads (an Indian language's file may not exist yet).
  const content = <K extends ContentKey>(key: K, contentLocale: ContentLocale): ContentOf<K> => {
    const file = contentFallbackChain(contentLocale)
      .map((l) => path.join(process.cwd(), 'content', l, `${key}.json`))
      .find((f) => existsSync(f));
    if (!file) throw new Error(`no ${key} for ${contentLocale}`);
    return CONTENT_SCHEMAS[key].parse(JSON.parse(readFileSync(file, 'utf8'))) as ContentOf<K>;
  };
  // What a customer reads: the country code, then groups (never one block of digits, never dashes).
  const grouped = /^\+(91|971|966|974|973)( \d{1,5}){2,3}$/;

  it.each(LOCALES.map((l) => [l.id, l.contentLocale, l.country] as const))(
    '%s shows the market’s numbers formatted for their country',
    (id, contentLocale, country) => {
      const locale = id as Locale;
      const site = siteConfigForMarket(
        content('sitrus-config', contentLocale),
        locale,
        { scan: 'Scan at home', centres: 'Centres' },
        [],
      );
      const support = contactForMarket(content('toothsi-contact-us', contentLocale), locale).customerSupport;
      const code = { IN: '+91 ', AE: '+971 ', SA: '+966 ', QA: '+974 ', BH: '+973 ' }[country];
      for (const shown of [site.contactNumber, site.whatsappNumber, support.phone, support.whatsapp]) {
        expect(shown).toMatch(grouped);
        expect(shown.startsWith(code)).toBe(true);
        expect(formatPhone(shown)).toBe(shown);
        expect(telHref(shown)).toMatch(/^tel:\+\d{10,13}$/);
      }
    },
  );
});
