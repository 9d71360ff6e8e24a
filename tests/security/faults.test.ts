import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases, type TestDb } from '@/tests/integration/test-db';
import { createDatabase, useDatabaseForTests, type Database } from '@/server/db/client';
import { sql } from 'drizzle-orm';
import { resetEnvForTests } from '@/server/env';
import { GET as health } from '@/app/api/health/route';
import { GET as userInfo } from '@/app/api/v1/user/info/route';
import { GET as listOrders } from '@/app/api/v1/orders/route';
import { POST as applyAsPartner } from '@/app/api/v1/doctor-partners/route';
import { FaultProxy } from './fault-proxy';
import { request, signedInCustomer, timed } from './helpers';
import type { Pool } from 'pg';

// Next's data cache needs the Next runtime; here each read goes straight to the database.
vi.mock('next/cache', () => ({
  cacheTag: () => undefined,
  cacheLife: () => undefined,
  revalidateTag: () => undefined,
  revalidatePath: () => undefined,
}));

/**
 * The app's pool in front of a database that refuses, hangs, or drops connections mid-query (a TCP proxy in this
 * process, server/db/client.ts's createDatabase with short timeouts): every API answers a translated 503 with
 * Retry-After within 2 s, /api/health says the database is down within 2 s, and all of it recovers, with the same
 * pool, once the database is back. (Static pages never read the database; they are not exercised at this level.)
 */
const TIMEOUTS = { connectMs: 500, statementMs: 1_000, queryMs: 1_000, idleInTransactionMs: 5_000, poolMax: 2 };
const WITHIN_MS = 2_000;

const partner = (n: number) => ({
  doctorName: `Dr Fault ${n}`,
  clinicName: 'Fault Dental',
  practiceType: 'dentist',
  registrationNumber: `REG-${n}`,
  phone: '98450 12345',
  email: 'dr@example.com',
  city: 'Bengaluru',
  country: 'IN',
  locale: 'en-IN',
});

for (const target of testDatabases()) {
  describe(`database faults on ${target.name}`, () => {
    let t: TestDb;
    let proxy: FaultProxy;
    let app: { db: Database; pool: Pool };
    let sid: string;
    let n = 0;

    const calls: Record<string, () => Promise<Response>> = {
      health: () => health(request('/api/health')),
      'user info': () => userInfo(request('/api/v1/user/info', { sid })),
      'my orders': () => listOrders(request('/api/v1/orders', { sid })),
      'partner form': () => applyAsPartner(request('/api/v1/doctor-partners', { method: 'POST', body: partner(++n) })),
    };

    async function expectDown(): Promise<void> {
      for (const [name, call] of Object.entries(calls)) {
        const { value: res, ms } = await timed(call);
        expect(ms, `${name} answered in ${Math.round(ms)} ms`).toBeLessThan(WITHIN_MS);
        expect(res.status, name).toBe(503);
        expect(Number(res.headers.get('retry-after')), name).toBeGreaterThan(0);
        const body = (await res.json()) as { database?: string; error?: { code: string } };
        if (name === 'health') expect(body).toEqual({ ok: false, database: 'down' });
        else expect(body.error?.code, name).toBe('DATABASE_UNAVAILABLE');
      }
    }

    async function expectUp(): Promise<void> {
      // The pool finds its way back by itself: no restart, no new pool.
      const deadline = Date.now() + 5_000;
      while ((await calls.health!()).status !== 200) {
        if (Date.now() > deadline) throw new Error('the database did not come back within 5 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (const [name, call] of Object.entries(calls)) {
        const res = await call();
        expect(res.status, name).toBeLessThan(300);
      }
    }

    beforeAll(async () => {
      process.env.RATE_LIMIT_PUBLIC_WRITES = '0';
      resetEnvForTests();
      t = await target.open();
      const url = new URL(t.url);
      proxy = new FaultProxy({ host: url.hostname, port: Number(url.port) });
      await proxy.start();
      app = createDatabase(proxy.urlFor(t.url), TIMEOUTS);
      app.pool.on('error', () => undefined);
      useDatabaseForTests(app.db);
      ({ sid } = await signedInCustomer(t.db));
    });
    afterAll(async () => {
      delete process.env.RATE_LIMIT_PUBLIC_WRITES;
      await proxy.stop();
      await app.pool.end().catch(() => undefined);
      await t.close();
    });

    it('answers through the proxy while the database is well', async () => {
      await expectUp();
      expect(await (await calls.health!()).json()).toEqual({ ok: true, database: 'up' });
    });

    it('refused connections: 503 DATABASE_UNAVAILABLE with Retry-After within 2 s; recovers', async () => {
      await proxy.refuse();
      await expectDown();
      await proxy.pass();
      await expectUp();
    });

    it('a database that accepts and never answers: 503 within 2 s, not a hang; recovers', async () => {
      proxy.hang();
      await expectDown();
      await proxy.pass();
      await expectUp();
    });

    it('connections dropped mid-query: 503 at once; recovers', async () => {
      for (const [name, call] of Object.entries(calls)) {
        proxy.holdAnswers();
        const pending = timed(call);
        await proxy.answerHeld();
        proxy.dropAll();
        await proxy.pass();
        const { value: res, ms } = await pending;
        expect(ms, name).toBeLessThan(WITHIN_MS);
        expect(res.status, name).toBe(503);
      }
      await expectUp();
    });
  });
}

for (const target of testDatabases()) {
  describe(`a busy pool on ${target.name}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await target.open();
    });
    afterAll(async () => {
      await t.close();
    });

    it('queues a read for a free connection instead of failing it at the connect timeout (issue 27: 503s under load)', async () => {
      // One connection, a 300 ms connect timeout and a 5 s wait: a second read waits for the first to finish.
      const busy = createDatabase(t.url, { ...TIMEOUTS, connectMs: 300, poolWaitMs: 5_000, poolMax: 1 });
      try {
        // The only connection is held by other work for 800 ms.
        const held = await busy.pool.connect();
        setTimeout(() => held.release(), 800);
        const { value, ms } = await timed(() => busy.db.execute(sql`select 1 as one`));
        expect(value.rows).toEqual([{ one: 1 }]);
        expect(ms).toBeGreaterThan(500);
      } finally {
        await busy.pool.end();
      }
    });

    it('still fails a connection the database never answers at the connect timeout', async () => {
      const silent = new (await import('node:net')).Server(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const port = (silent.address() as { port: number }).port;
      const url = new URL(t.url);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      const hung = createDatabase(url.toString(), { ...TIMEOUTS, connectMs: 300, poolWaitMs: 5_000, poolMax: 1 });
      hung.pool.on('error', () => undefined);
      try {
        const { value: error, ms } = await timed(() =>
          hung.db.execute(sql`select 1`).then(
            () => null,
            (e: unknown) => e,
          ),
        );
        expect(error).toBeTruthy();
        expect(ms).toBeLessThan(2_000);
      } finally {
        await hung.pool.end().catch(() => undefined);
        silent.close();
      }
    });
  });
}
