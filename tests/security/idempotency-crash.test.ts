import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { isNull, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { testDatabases, type TestDb } from '@/tests/integration/test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { idempotencyKeys, partnerApplications } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { POST } from '@/app/api/v1/doctor-partners/route';

/**
 * kill -9 in the middle of a loop of keyed writes (the partner form through its real route handler, in a child
 * process), then a restart that retries every key that got no answer: every key ends answered, none is stored twice,
 * none is lost. Run KILLS times per database, each kill at a random moment.
 */
const KILLS = 4;

interface Run {
  answered: Map<string, number>;
  unanswered: Set<string>;
}

function writeUntilKilled(url: string, prefix: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'tests/security/fixtures/keyed-writer.ts', url, prefix],
      {
        env: { ...process.env, RATE_LIMIT_PUBLIC_WRITES: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const answered = new Map<string, number>();
    const unanswered = new Set<string>();
    let buffer = '';
    let errors = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const [word, key, status] = line.split(' ');
        if (!key) continue;
        if (word === 'sent') unanswered.add(key);
        if (word === 'done') {
          unanswered.delete(key);
          answered.set(key, Number(status));
        }
      }
      // Once the loop runs, kill it at a random moment of the next few hundred milliseconds.
      if (answered.size > 0 && !timer)
        timer = setTimeout(() => child.kill('SIGKILL'), 100 + Math.floor(Math.random() * 400));
    });
    child.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`the writer ended by itself: ${errors}`));
      else resolve({ answered, unanswered });
    });
  });
}

const retry = (key: string) =>
  POST(
    new NextRequest('http://localhost:3000/api/v1/doctor-partners', {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({
        doctorName: `Dr ${key}`,
        clinicName: 'Crash Test Dental',
        practiceType: 'dentist',
        registrationNumber: 'KMC/12345',
        phone: '98450 12345',
        email: 'crash@example.com',
        city: 'Bengaluru',
        country: 'IN',
        locale: 'en-IN',
      }),
    }),
  );

for (const target of testDatabases()) {
  describe(`kill -9 during keyed writes on ${target.name}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      process.env.RATE_LIMIT_PUBLIC_WRITES = '0';
      resetEnvForTests();
      t = await target.open();
      useDatabaseForTests(t.db);
    });
    afterAll(async () => {
      delete process.env.RATE_LIMIT_PUBLIC_WRITES;
      await t.close();
    });

    it(`every key ends answered, once, after ${KILLS} kills and retries`, async () => {
      const answered = new Map<string, number>();
      for (let round = 0; round < KILLS; round++) {
        const run = await writeUntilKilled(t.url, `crash-${target.name}-${round}`);
        for (const [key, status] of run.answered) answered.set(key, status);
        // The restart: a claim the dead process left can only wait out its lease; let it run out now (the lease is
        // the database's clock, LEASE_SECONDS) rather than waiting a minute, then retry every key with no answer.
        await t.db
          .update(idempotencyKeys)
          .set({ leaseUntil: sql`now() - interval '1 second'` })
          .where(isNull(idempotencyKeys.statusCode));
        for (const key of run.unanswered) {
          const res = await retry(key);
          expect(res.status, key).toBe(201);
          answered.set(key, res.status);
        }
        // A key answered before the kill replays its answer.
        const [someKey] = [...run.answered.keys()];
        if (someKey) expect((await retry(someKey)).headers.get('idempotent-replayed')).toBe('true');
      }
      expect([...answered.values()].every((status) => status === 201)).toBe(true);
      const rows = await t.db
        .select({ name: partnerApplications.doctorName, n: sql<number>`count(*)::int` })
        .from(partnerApplications)
        .groupBy(partnerApplications.doctorName);
      const stored = new Map(rows.map((r) => [r.name, r.n]));
      // No loss: every answered key has its application. No duplicates: none has two.
      for (const key of answered.keys()) expect(stored.get(`Dr ${key}`), key).toBe(1);
      expect(rows.length).toBe(answered.size);
      const open = await t.db.select().from(idempotencyKeys).where(isNull(idempotencyKeys.statusCode));
      expect(open).toHaveLength(0);
    }, 90_000);
  });
}
