// The production build (`next start`) with its database gone: every API answers 503 DATABASE_UNAVAILABLE with
// Retry-After (reads through `'use cache'` too, whose production error no longer names the database), every personal
// page shows the friendly try-again page instead of a 500, and all of it comes back with the database.
// Needs `next build` first: `BUILT_APP_TEST=1 npx vitest run --project deploy tests/deploy/database-down.test.ts`
// (npm test runs it after the build). Without BUILT_APP_TEST it is skipped.
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { migrateAndSeed } from '@/scripts/migrate';
import { createDatabase } from '@/server/db/client';
import { FaultProxy } from '@/tests/security/fault-proxy';
import { signedInCustomer } from '@/tests/security/helpers';
import {
  ADMIN_DATABASE_URL,
  ensurePostgres,
  hasBuild,
  startInstance,
  stopInstance,
  waitUntilServing,
  type Instance,
} from './app-instance';
import { freePort, send, sleep } from './nginx-harness';

const enabled = process.env.BUILT_APP_TEST === '1';
const runId = randomBytes(4).toString('hex');

/** Reads the probe found answering 500 while the database was away (each a `'use cache'` read). */
const CACHED_READS = [
  '/api/v1/products?country=IN&locale=en',
  '/api/v1/products/101?country=IN&locale=en',
  '/api/v1/skinnsi/services?country=IN',
  '/api/v1/skinnsi/services/lhr/full-body?country=IN',
  '/api/v1/skinnsi/trial-body-parts?country=IN',
  '/api/v1/delivery/estimate?country=IN&pincode=400050',
];
/** Reads that go straight to the database. */
const DIRECT_READS = ['/api/v1/user/info', '/api/v1/orders', '/api/v1/cart/count?country=IN&locale=en'];
/** Personal pages, rendered per request from the session and the customer's data. */
const PERSONAL_PAGES = [
  '/my-account',
  '/profile',
  '/hi/my-account/orders',
  '/uae-ar/my-account',
  '/checkout/select-address',
];

describe.skipIf(!enabled)(
  `the production build with its database gone${enabled ? '' : ' (SKIPPED: set BUILT_APP_TEST=1 after next build)'}`,
  () => {
    let admin: Pool | undefined;
    let databaseName: string | undefined;
    let proxy: FaultProxy | undefined;
    let instance: Instance | undefined;
    let port = 0;
    let cookie = '';

    const get = (path: string) => send(port, path, { headers: { cookie, accept: 'text/html,application/json' } });

    beforeAll(async () => {
      if (!hasBuild()) throw new Error('no production build in .next: run `npx next build` first');
      await ensurePostgres();
      admin = new Pool({ connectionString: ADMIN_DATABASE_URL, max: 1 });
      databaseName = `database_down_${runId}`;
      await admin.query(`create database ${databaseName}`);
      const url = new URL(ADMIN_DATABASE_URL);
      url.pathname = `/${databaseName}`;
      await migrateAndSeed(url.toString());
      const direct = createDatabase(url.toString());
      const { sid } = await signedInCustomer(direct.db);
      await direct.pool.end();
      cookie = `sid=${sid}`;

      proxy = new FaultProxy({ host: url.hostname, port: Number(url.port || 5432) });
      await proxy.start();
      port = await freePort();
      instance = startInstance('app', port, {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        DATABASE_URL: proxy.urlFor(url.toString()),
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATABASE_STATEMENT_TIMEOUT_MS: '2000',
        AUTH_SECRET: randomBytes(32).toString('base64url'),
        REVALIDATE_SECRET: `database-down-${runId}-secret`,
        UNSAFE_LOCAL_PRODUCTION: '1',
        JOBS_INTERVAL_SECONDS: '3600',
      });
      await waitUntilServing(instance);
    }, 180_000);

    afterAll(async () => {
      if (instance) await stopInstance(instance);
      await proxy?.stop();
      if (admin && databaseName) await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin?.end();
    }, 60_000);

    const showLogOnFailure = () =>
      onTestFailed(() => console.log(`--- next start (last lines)\n${instance?.output.slice(-80).join('\n')}`));

    it('APIs answer 503 DATABASE_UNAVAILABLE with Retry-After, cached reads included', async () => {
      showLogOnFailure();
      await proxy!.refuse();
      for (const path of [...CACHED_READS, ...DIRECT_READS]) {
        const started = Date.now();
        const reply = await get(path);
        expect(reply.status, `${path}: ${reply.text.slice(0, 200)}`).toBe(503);
        expect(Number(reply.headers['retry-after']), path).toBeGreaterThan(0);
        expect(JSON.parse(reply.text), path).toMatchObject({ error: { code: 'DATABASE_UNAVAILABLE' } });
        expect(Date.now() - started, path).toBeLessThan(5_000);
      }
    });

    it('personal pages show the try-again page in their language, never a 500', async () => {
      showLogOnFailure();
      await proxy!.refuse();
      for (const path of PERSONAL_PAGES) {
        const reply = await get(path);
        expect(reply.status, path).toBeLessThan(500);
        expect(reply.status, path).toBe(200);
        expect(reply.headers['cache-control'], path).toContain('no-store');
        expect(reply.text, path).toContain('data-testid="service-unavailable"');
      }
      expect((await get('/my-account')).text).toContain('We can&#x27;t open this page right now');
      expect((await get('/hi/my-account/orders')).text).toContain('यह पेज अभी खुल नहीं पा रहा');
      expect((await get('/uae-ar/my-account')).text).toContain('تعذّر فتح هذه الصفحة الآن');
    });

    it('a database that accepts and never answers: 503 within seconds, not a hang', async () => {
      showLogOnFailure();
      proxy!.hang();
      const started = Date.now();
      const reply = await get('/api/v1/orders');
      expect(reply.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('everything comes back with the database, on the same server', async () => {
      showLogOnFailure();
      await proxy!.pass();
      const deadline = Date.now() + 15_000;
      while ((await get('/api/health')).status !== 200) {
        if (Date.now() > deadline) throw new Error('the app did not see the database come back within 15 s');
        await sleep(200);
      }
      for (const path of [...CACHED_READS, ...DIRECT_READS]) expect((await get(path)).status, path).toBe(200);
      const page = await get('/my-account');
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('data-testid="service-unavailable"');
    });
  },
);
