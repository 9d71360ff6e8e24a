import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/i18n/locales';
import { MARKETS } from '@/lib/markets';
import {
  contactForMarket,
  footerLinksForMarket,
  menuForMarket,
  navigationForMarket,
  profileMenuForMarket,
  siteConfigForMarket,
} from '@/server/content/market';
import { CONTENT_SCHEMAS, type ContentKey, type ContentOf } from '@/server/content/schemas';

function content<K extends ContentKey>(key: K, contentLocale: string): ContentOf<K> {
  return CONTENT_SCHEMAS[key].parse(
    JSON.parse(readFileSync(path.join(process.cwd(), 'content', contentLocale, `${key}.json`), 'utf8')),
  ) as ContentOf<K>;
}

const GULF = LOCALES.filter((l) => l.country !== 'IN');
const TITLES = { scan: 'Scan at home', centres: 'Centres' };
const badge = (amount: string) => `Get up to ${amount} cashback`;

describe('what a market shows', () => {
  it.each(GULF.map((l) => [l.id, l.contentLocale] as const))(
    '%s shows no rupee, no Indian number and no Indian city',
    (id, contentLocale) => {
      const locale = id as Locale;
      const navigation = navigationForMarket(content('ub-header', contentLocale), locale, badge);
      const site = siteConfigForMarket(content('sitrus-config', contentLocale), locale, TITLES);
      const contact = contactForMarket(content('toothsi-contact-us', contentLocale), locale);
      const menu = menuForMarket(content('ub-burger-and-hover-menu-section', contentLocale), locale, badge);
      const profile = profileMenuForMarket(content('ub-profile-menu', contentLocale), locale, badge);
      const shown = JSON.stringify({
        navigation,
        menu,
        profile,
        whatsapp: site.whatsappNumber,
        phone: site.contactNumber,
        cities: site.footer.scanServiceLocations,
        contact: contact.customerSupport,
        offices: contact.officeAddress,
      });
      expect(shown).not.toContain('₹');
      expect(shown).not.toMatch(/\+91/);
      expect(shown).not.toMatch(/Mumbai|Bangalore|Delhi|Pune/);
      expect(shown).not.toMatch(/India|الهند/);
      // Issue 30 item 8: a Gulf contact page lists the office of the region (Dubai), not India's.
      expect(contact.officeAddress.map((o) => o.city)).toEqual(['Dubai']);
    },
  );

  it('India lists its own offices, not the Gulf’s', () => {
    const contact = contactForMarket(content('toothsi-contact-us', 'en'), 'en-IN' as Locale);
    expect(contact.officeAddress.map((o) => o.city)).toEqual(['Mumbai', 'Bangalore']);
  });

  it('the UAE sells laser hair reduction and hydra facial, not dermafacial or acne care, and words its own cashback', () => {
    const navigation = navigationForMarket(content('ub-header', 'en'), 'en-AE', badge);
    const cards = navigation.brands.flatMap((b) => b.cards.map((c) => c.devKey));
    expect(cards).toEqual(expect.arrayContaining(['aligners', 'lhr', 'hydra_facial', 'skincare']));
    expect(cards).not.toContain('derma_facial');
    expect(cards).not.toContain('acne');
    expect(navigation.brands.flatMap((b) => b.cards).find((c) => c.devKey === 'aligners')?.amount).toMatch(/AED/);
    expect(navigation.redirections.find((r) => r.devKey === 'REFER')?.badgeText).toMatch(/AED\s?200/);
    expect(navigation.redirections.find((r) => r.devKey === 'LHR_TRIAL')).toBeUndefined();
  });

  it('Saudi Arabia, Qatar and Bahrain offer the shop only: no scan, centre, trial or referral link', () => {
    for (const locale of ['en-SA', 'ar-QA', 'en-BH'] as const) {
      const navigation = navigationForMarket(content('ub-header', 'en'), locale, badge);
      expect(navigation.brands.flatMap((b) => b.cards.map((c) => c.devKey)).sort()).toEqual([
        'oral_care',
        'skincare',
        'whitening_kit',
      ]);
      expect(navigation.redirections.map((r) => r.devKey)).not.toEqual(expect.arrayContaining(['BOOK_SCAN']));
      for (const key of ['BOOK_SCAN', 'EXPERIENCE_CENTRE', 'REFER', 'LHR_TRIAL'])
        expect(
          navigation.redirections.some((r) => r.devKey === key),
          key,
        ).toBe(false);
      expect(siteConfigForMarket(content('sitrus-config', 'en'), locale, TITLES).footer.scanServiceLocations).toEqual(
        [],
      );
      const links = [
        ...menuForMarket(content('ub-burger-and-hover-menu-section', 'en'), locale, badge).ubCollection.flatMap((c) =>
          c.columns.flatMap((col) => col.cards.map((card) => card.clickLink)),
        ),
        ...footerLinksForMarket(content('ub-footer', 'en'), locale).links.flatMap((g) =>
          g.expandableData.map((i) => i.link),
        ),
      ];
      expect(
        links.filter((l) =>
          /laser-hair|hydra|dermafacial|acne-treatment|anti-ageing|advanced-skin|experience-centre|impression-kit/.test(
            l,
          ),
        ),
      ).toEqual([]);
      expect(links).toContain('/skinnsi/skin-care-products?category=ACNE');
    }
  });

  it('India keeps its content: every card, its numbers and its city lists', () => {
    const original = content('ub-header', 'en');
    const navigation = navigationForMarket(original, 'hi-IN', badge);
    expect(navigation.brands.flatMap((b) => b.cards).length).toBe(original.brands.flatMap((b) => b.cards).length);
    expect(navigation.redirections.find((r) => r.devKey === 'REFER')?.badgeText).toBe(
      original.redirections.find((r) => r.devKey === 'REFER')?.badgeText,
    );
    const site = siteConfigForMarket(content('sitrus-config', 'en'), 'en-IN', TITLES);
    expect(site.whatsappNumber).toMatch(/^\+91/);
    expect(site.footer.scanServiceLocations[0]?.cities.length).toBe(17);
    expect(MARKETS.IN.contact).toBeNull();
  });

  it("each Gulf market's numbers are the ones its own content carries", () => {
    for (const [country, contentLocale] of [
      ['AE', 'ar'],
      ['SA', 'en-SA'],
      ['QA', 'en-QA'],
      ['BH', 'en-BH'],
    ] as const) {
      const support = content('toothsi-contact-us', contentLocale).customerSupport;
      expect(MARKETS[country].contact).toMatchObject({ phone: support.phone, whatsapp: support.whatsapp });
    }
  });
});
