import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeInfo, LOCALES, type Locale } from '@/i18n/locales';
import { formatMoney, money } from '@/lib/money';
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
import { cheapestFromSeed } from '@/tests/fixtures/seed-prices';
import { PLAN_SEED } from '@/server/db/commerce-seed';
import { centreSources } from '@/server/centres';
import { centreCities } from '@/lib/centres';

const SCAN_PLANS = PLAN_SEED.filter((p) => p.kind === 'scan');

function content<K extends ContentKey>(key: K, contentLocale: string): ContentOf<K> {
  return CONTENT_SCHEMAS[key].parse(
    JSON.parse(readFileSync(path.join(process.cwd(), 'content', contentLocale, `${key}.json`), 'utf8')),
  ) as ContentOf<K>;
}

const GULF = LOCALES.filter((l) => l.country !== 'IN');
const TITLES = { scan: 'Scan at home', centres: 'Centres' };
const badge = (amount: string) => `Get up to ${amount} cashback`;
const from = (price: string) => `from ${price}`;
const pricesOf = (locale: Locale) => cheapestFromSeed(localeInfo(locale).country);
const centresOf = (locale: Locale) => centreCities(centreSources.seedCentres(localeInfo(locale).country));

describe('what a market shows', () => {
  it.each(GULF.map((l) => [l.id, l.contentLocale] as const))(
    '%s shows no rupee, no Indian number and no Indian city',
    (id, contentLocale) => {
      const locale = id as Locale;
      const navigation = navigationForMarket(
        content('ub-header', contentLocale),
        locale,
        badge,
        pricesOf(locale),
        from,
      );
      const site = siteConfigForMarket(content('sitrus-config', contentLocale), locale, TITLES, centresOf(locale));
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
    const navigation = navigationForMarket(content('ub-header', 'en'), 'en-AE', badge, pricesOf('en-AE'), from);
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
      const navigation = navigationForMarket(content('ub-header', 'en'), locale, badge, pricesOf(locale), from);
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
      expect(
        siteConfigForMarket(content('sitrus-config', 'en'), locale, TITLES, centresOf(locale)).footer
          .scanServiceLocations,
      ).toEqual([]);
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

  it('India keeps every card and its numbers; its cashback badge is the market table’s, with no unexplained asterisk', () => {
    const original = content('ub-header', 'en');
    const navigation = navigationForMarket(original, 'hi-IN', badge, pricesOf('hi-IN'), from);
    expect(navigation.brands.flatMap((b) => b.cards).length).toBe(original.brands.flatMap((b) => b.cards).length);
    const refer = navigation.redirections.find((r) => r.devKey === 'REFER')?.badgeText;
    expect(refer).toBe(badge(formatMoney(money(450_000, 'INR'), 'hi-IN')));
    expect(refer).not.toContain('*');
    const site = siteConfigForMarket(content('sitrus-config', 'en'), 'en-IN', TITLES, centresOf('en-IN'));
    expect(site.whatsappNumber).toMatch(/^\+91/);
    expect(site.footer.scanServiceLocations[0]?.cities.length).toBe(17);
    expect(MARKETS.IN.contact).toBeNull();
  });

  it('the footer names as centre cities only the cities of the centre table, per market', () => {
    const india = siteConfigForMarket(content('sitrus-config', 'en'), 'en-IN', TITLES, centresOf('en-IN'));
    const centres = india.footer.scanServiceLocations.find((l) => l.title === TITLES.centres)?.cities;
    expect([...(centres ?? [])].sort()).toEqual(['Bangalore', 'Delhi', 'Hyderabad', 'Mumbai', 'Pune']);
    expect(centres).not.toContain('Ahmedabad');
    const uae = siteConfigForMarket(content('sitrus-config', 'en'), 'en-AE', TITLES, centresOf('en-AE'));
    expect(uae.footer.scanServiceLocations.find((l) => l.title === TITLES.centres)?.cities).toEqual(['Dubai']);
    const saudi = siteConfigForMarket(content('sitrus-config', 'en-SA'), 'en-SA', TITLES, centresOf('en-SA'));
    expect(saudi.footer.scanServiceLocations.find((l) => l.title === TITLES.centres)).toBeUndefined();
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

/** What each header card (by devKey) sells, as a customer reads it: the price it quotes is that offering's. */
const CARD_OFFERING = {
  aligners: 'aligners',
  teen_aligners: 'teenAligners',
  oral_care: 'oralCare',
  whitening_kit: 'whitening',
  lhr: 'lhr',
  hydra_facial: 'hydraFacial',
  derma_facial: 'dermaFacial',
  acne: 'acne',
} as const;

describe('"from" prices of the header cards', () => {
  it.each(LOCALES.map((l) => [l.id, l.contentLocale] as const))(
    '%s: each card quotes the cheapest price a customer can pay in the market, or none',
    (id, contentLocale) => {
      const locale = id as Locale;
      const cheapest = pricesOf(locale);
      const navigation = navigationForMarket(content('ub-header', contentLocale), locale, badge, cheapest, from);
      for (const card of navigation.brands.flatMap((b) => b.cards)) {
        const offering = CARD_OFFERING[card.devKey as keyof typeof CARD_OFFERING] as
          (typeof CARD_OFFERING)[keyof typeof CARD_OFFERING] | undefined;
        const price = offering ? cheapest[offering] : undefined;
        expect(card.amount, card.devKey).toBe(price ? from(formatMoney(price, locale)) : undefined);
        expect(card.amountForEmail).toBeUndefined();
      }
    },
  );

  it('India: hydra facial from ₹4,999, laser from ₹799, aligners from ₹44,999 (the Teen plan)', () => {
    const cards = navigationForMarket(
      content('ub-header', 'en'),
      'en-IN',
      badge,
      pricesOf('en-IN'),
      from,
    ).brands.flatMap((b) => b.cards);
    const amount = (devKey: string) => cards.find((c) => c.devKey === devKey)?.amount;
    expect(amount('hydra_facial')).toBe('from ₹4,999');
    expect(amount('lhr')).toBe('from ₹799');
    expect(amount('aligners')).toBe('from ₹44,999');
    expect(amount('teen_aligners')).toBe('from ₹44,999');
  });
});

describe('promo badges say only what is true', () => {
  it.each(LOCALES.map((l) => [l.id, l.contentLocale] as const))(
    '%s: no discount the catalogue does not give, no asterisk without a footnote',
    (id, contentLocale) => {
      const locale = id as Locale;
      const navigation = navigationForMarket(
        content('ub-header', contentLocale),
        locale,
        badge,
        pricesOf(locale),
        from,
      );
      const menu = menuForMarket(content('ub-burger-and-hover-menu-section', contentLocale), locale, badge);
      const profile = profileMenuForMarket(content('ub-profile-menu', contentLocale), locale, badge);
      const claims = [
        ...navigation.redirections.map((r) => r.badgeText ?? ''),
        navigation.retailBanner.description,
        ...menu.subBlocks.map((b) => b.tag ?? ''),
        ...profile.menuItems.map((i) => i.subtitle ?? ''),
      ];
      for (const claim of claims) {
        expect(claim).not.toMatch(/[0-9٠-٩]\s?[%٪]/);
        expect(claim).not.toContain('*');
      }
      // The scan is free (its plan costs nothing): the badge says so, like the free laser trial's.
      const scan = navigation.redirections.find((r) => r.devKey === 'BOOK_SCAN');
      const free = content('ub-header', contentLocale).redirections.find((r) => r.devKey === 'LHR_TRIAL')?.badgeText;
      expect(SCAN_PLANS.every((plan) => Object.values(plan.prices).every(([amount]) => amount === 0))).toBe(true);
      if (scan) expect(scan.badgeText).toBe(free);
    },
  );
});
