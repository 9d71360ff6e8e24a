import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import { testDatabases, type TestDb } from './test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { seed } from '@/server/db/setup';
import { products } from '@/server/db/schema';
import { PRODUCT_SEED } from '@/server/db/catalog-seed';
import { SKIN_PRODUCT_SEED } from '@/server/db/skin-product-seed';
import { GET as listRoute } from '@/app/api/v1/products/route';
import { GET as oneRoute } from '@/app/api/v1/products/[id]/route';

// Next's data cache needs the Next runtime; here each read goes straight to the database.
vi.mock('next/cache', () => ({
  cacheTag: () => undefined,
  cacheLife: () => undefined,
  revalidateTag: () => undefined,
}));

const req = (path: string) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { host: 'localhost:3000' } });

for (const target of testDatabases()) {
  describe(`catalogue on ${target.name}`, () => {
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

    it('seeds products idempotently and never resets stock that orders changed', async () => {
      await t.db.update(products).set({ stock: 3 }).where(eq(products.id, 101));
      await seed(t.db);
      const rows = await t.db.select().from(products);
      expect(rows).toHaveLength(PRODUCT_SEED.length + SKIN_PRODUCT_SEED.length);
      expect(rows.find((r) => r.id === 101)?.stock).toBe(3);
    });

    it('answers products with per-country prices in minor units and the right currency', async () => {
      const india = (await (await listRoute(req('/api/v1/products?country=IN&locale=en'))).json()) as {
        products: Array<{
          id: number;
          price: { amountMinor: number; currency: string };
          name: string;
          gallery: string[];
        }>;
      };
      const bahrain = (await (await listRoute(req('/api/v1/products?country=BH&locale=ar-BH'))).json()) as typeof india;
      expect(india.products.find((p) => p.id === 101)?.price).toEqual({ amountMinor: 499_900, currency: 'INR' });
      expect(india.products.find((p) => p.id === 101)?.gallery).toEqual([
        '/images/products/retainer.svg',
        '/images/products/retainer-closeup.svg',
        '/images/products/retainer-box.svg',
      ]);
      expect(bahrain.products.find((p) => p.id === 101)?.price).toEqual({ amountMinor: 84_000, currency: 'BHD' });
      expect(bahrain.products[0]?.name).toMatch(/[\u0600-\u06FF]/);
    });

    it('filters by category case-insensitively and refuses an unknown one with a field error', async () => {
      const res = (await (await listRoute(req('/api/v1/products?category=teeth_whitening'))).json()) as {
        products: Array<{ category: string }>;
      };
      expect(res.products.length).toBeGreaterThan(0);
      expect(res.products.every((p) => p.category === 'TEETH_WHITENING')).toBe(true);
      const bad = await listRoute(req('/api/v1/products?category=CANDY'));
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: { fields: Array<{ path: string }> } }).error.fields[0]?.path).toBe(
        'query.category',
      );
    });

    it('answers one product, and 404 or 400 for unknown or malformed ids', async () => {
      const one = await oneRoute(req('/api/v1/products/102?country=AE'), { params: Promise.resolve({ id: '102' }) });
      expect(((await one.json()) as { product: { slug: string; price: { currency: string } } }).product).toMatchObject({
        slug: 'teeth-whitening-kit',
        price: { currency: 'AED' },
      });
      expect((await oneRoute(req('/api/v1/products/999'), { params: Promise.resolve({ id: '999' }) })).status).toBe(
        404,
      );
      expect((await oneRoute(req('/api/v1/products/abc'), { params: Promise.resolve({ id: 'abc' }) })).status).toBe(
        400,
      );
    });
  });
}
