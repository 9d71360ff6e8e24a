import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases, type TestDb } from './test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { centreSources, listCentres } from '@/server/centres';

vi.mock('next/cache', () => ({
  cacheTag: () => undefined,
  cacheLife: () => undefined,
  revalidateTag: () => undefined,
}));

for (const target of testDatabases()) {
  describe(`experience centres on ${target.name}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await target.open();
      useDatabaseForTests(t.db);
    });
    afterAll(async () => t.close());

    it('the seeded database has what the static page was built from: places, hours and services', async () => {
      for (const country of ['IN', 'AE'] as const) {
        const fromDatabase = await centreSources.databaseCentres(country);
        expect(fromDatabase).toEqual(centreSources.seedCentres(country));
      }
      const india = await centreSources.databaseCentres('IN');
      expect(india).toHaveLength(6);
      for (const c of india) {
        expect(c.lat).not.toBeNull();
        expect(c.services).toContain('alignerScan');
      }
    });

    it('lists only the market’s centres: Dubai in the UAE, none in Saudi Arabia, Qatar and Bahrain', async () => {
      expect((await listCentres('AE')).map((c) => c.city)).toEqual(['Dubai']);
      for (const country of ['SA', 'QA', 'BH'] as const) expect(await listCentres(country)).toEqual([]);
    });
  });
}
