// The background jobs' advisory lock: runs that overlap do the work once, on the embedded PGlite (a pool of one
// connection) and on PostgreSQL (where another instance is another session).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { testDatabases, type TestDb } from './test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { outboxMessages } from '@/server/db/schema';
import { JOBS_LOCK_KEY, runJobsOnce } from '@/server/jobs';

let seq = 0;
async function queueDueMessages(t: TestDb, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, () => ({
    recipient: `+9198200${String(++seq).padStart(5, '0')}`,
    purpose: 'reminder',
    provider: 'queue',
    body: `jobs test ${seq}`,
  }));
  return (await t.db.insert(outboxMessages).values(rows).returning({ id: outboxMessages.id })).map((r) => r.id);
}

async function sentCount(t: TestDb, ids: string[]): Promise<number> {
  const rows = await t.db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
  return rows.filter((r) => r.sentAt !== null).length;
}

/** Advisory locks held in this test's database (pg_locks lists the whole server's). */
async function advisoryLocks(t: TestDb): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>(
    "select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
  );
  return rows[0]?.n ?? -1;
}

describe.each(testDatabases())('background jobs on $name', ({ name, open }) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await open();
    useDatabaseForTests(t.db);
  });
  afterAll(async () => t?.close());

  it('two overlapping runs: one does the work, the other reports skipped, and each due SMS goes out once', async () => {
    const ids = await queueDueMessages(t, 3);
    const runs = await Promise.all([runJobsOnce(), runJobsOnce()]);
    const ran = runs.filter((r) => r.skipped === null);
    expect(ran).toHaveLength(1);
    expect(ran[0]?.messagesSent).toBe(3);
    expect(runs.filter((r) => r.skipped !== null)).toEqual([
      { skipped: 'running-here', messagesSent: 0, paymentsChecked: 0, smilePreviewsDeleted: 0 },
    ]);
    expect(await sentCount(t, ids)).toBe(3);
    // The lock went with the run: the next run is not skipped.
    expect(await advisoryLocks(t)).toBe(0);
    expect((await runJobsOnce()).skipped).toBeNull();
  });

  it.skipIf(name === 'pglite')(
    'skips while another instance (another session) holds the lock, and works once it is free',
    async () => {
      const ids = await queueDueMessages(t, 2);
      const otherInstance = await t.pool.connect();
      try {
        await otherInstance.query('select pg_advisory_lock($1)', [JOBS_LOCK_KEY]);
        expect(await runJobsOnce()).toEqual({
          skipped: 'locked-elsewhere',
          messagesSent: 0,
          paymentsChecked: 0,
          smilePreviewsDeleted: 0,
        });
        expect(await sentCount(t, ids)).toBe(0);
        await otherInstance.query('select pg_advisory_unlock($1)', [JOBS_LOCK_KEY]);
      } finally {
        otherInstance.release();
      }
      expect(await runJobsOnce()).toMatchObject({ skipped: null, messagesSent: 2 });
      expect(await sentCount(t, ids)).toBe(2);
      expect(await advisoryLocks(t)).toBe(0);
    },
  );
});
