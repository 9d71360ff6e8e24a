import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { testDatabases, type TestDb } from './test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { planPrices, productPrices, products, skinPackages, skinServices } from '@/server/db/schema';
import { getFromPrices } from '@/server/offer-prices';
import { currencyOf, type Country } from '@/i18n/locales';
import { PLAN_PRICES } from '@/lib/aligner-plans';
import { sells } from '@/lib/markets';
import { money } from '@/lib/money';
import type { Offering } from '@/lib/offer-prices';
import { cheapestFromSeed } from '@/tests/fixtures/seed-prices';

// Next's data cache needs the Next runtime; here each read goes straight to the database.
vi.mock('next/cache', () => ({
  cacheTag: () => undefined,
  cacheLife: () => undefined,
  revalidateTag: () => undefined,
}));

const COUNTRIES: Country[] = ['IN', 'AE', 'SA', 'QA', 'BH'];

for (const target of testDatabases()) {
  describe(`"from" prices over the catalogue on ${target.name}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      process.env.DATABASE_URL = 'postgres://unused-by-tests/db';
      resetEnvForTests();
      t = await target.open();
      useDatabaseForTests(t.db);
    });
    afterAll(async () => {
      delete process.env.DATABASE_URL;
      resetEnvForTests();
      await t.close();
    });

    /** The cheapest price in the database a customer of `country` can pay, per offering, asked with SQL. */
    async function cheapestInDatabase(country: Country) {
      const currency = currencyOf(country);
      const shop = await t.db
        .select({ slug: products.slug, category: products.category, amount: productPrices.amountMinor })
        .from(products)
        .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.country, country)))
        .where(and(eq(products.line, 'toothsi'), gt(products.stock, 0)));
      const skin = await t.db
        .select({ category: skinServices.categoryCode, amount: planPrices.amountMinor })
        .from(skinPackages)
        .innerJoin(skinServices, eq(skinServices.id, skinPackages.serviceId))
        .innerJoin(planPrices, and(eq(planPrices.planCode, skinPackages.planCode), eq(planPrices.country, country)));
      const lowest = (amounts: number[]) => (amounts.length ? money(Math.min(...amounts), currency) : undefined);
      const skinOf = (category: string) => lowest(skin.filter((s) => s.category === category).map((s) => s.amount));
      const all = {
        aligners: lowest(Object.values(PLAN_PRICES[country])),
        teenAligners: lowest([PLAN_PRICES[country].teen]),
        oralCare: lowest(shop.map((p) => p.amount)),
        retainer: lowest(shop.filter((p) => p.slug.includes('retainer')).map((p) => p.amount)),
        whitening: lowest(shop.filter((p) => p.category === 'TEETH_WHITENING').map((p) => p.amount)),
        lhr: skinOf('lhr'),
        hydraFacial: skinOf('hydrafacial'),
        dermaFacial: skinOf('dermafacial'),
        acne: skinOf('acne'),
      } as const;
      return Object.fromEntries(
        Object.entries(all).filter(
          ([offering, price]) =>
            price !== undefined && (offering === 'oralCare' || sells(country, offering as Offering)),
        ),
      );
    }

    it.each(COUNTRIES)('%s: each "from" price is the cheapest buyable one in the database', async (country) => {
      const shown = await getFromPrices(country);
      expect(shown).toEqual(await cheapestInDatabase(country));
      // The build renders from the seed: both agree.
      expect(shown).toEqual(cheapestFromSeed(country));
    });

    it('follows the catalogue: a cheaper package lowers the price, an out-of-stock product stops counting', async () => {
      const before = await getFromPrices('IN');
      expect(before.hydraFacial).toEqual(money(499_900, 'INR'));
      expect(before.whitening).toEqual(money(79_900, 'INR'));
      await t.db
        .update(planPrices)
        .set({ amountMinor: 450_000 })
        .where(and(eq(planPrices.planCode, 'hydrafacial-hydrafacial-classic-1'), eq(planPrices.country, 'IN')));
      await t.db.update(products).set({ stock: 0 }).where(eq(products.slug, 'whitening-pen'));
      const after = await getFromPrices('IN');
      expect(after.hydraFacial).toEqual(money(450_000, 'INR'));
      expect(after.whitening).toEqual(money(199_900, 'INR'));
      expect(after).toEqual(await cheapestInDatabase('IN'));
    });
  });
}
