import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { and, eq, sql } from 'drizzle-orm';
import { testDatabases, type TestDb } from './test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { idempotencyKeys, partnerApplications } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { canonicalJson, LEASE_SECONDS, requestHash, withIdempotency } from '@/server/idempotency';
import { POST as applyAsPartner } from '@/app/api/v1/doctor-partners/route';

const BASE = 'http://localhost:3000';
// A busy machine may take a while to run a few statements; the wait ends as soon as the condition holds.
const WAIT = { timeout: 5_000 };
const partnerRequest = (rawBody: string, key: string) =>
  new NextRequest(new URL('/api/v1/doctor-partners', BASE), {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: BASE, 'idempotency-key': key },
    body: rawBody,
  });
const application = {
  doctorName: 'Dr. Kavya Menon',
  clinicName: 'Smile Studio',
  practiceType: 'orthodontist',
  registrationNumber: 'KMC/12345',
  phone: '98450 12345',
  email: 'kavya@smilestudio.in',
  city: 'Bangalore',
  country: 'IN',
  message: '',
  locale: 'en-IN',
};

/** A gate the work waits on, so a test decides when the first attempt finishes. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

describe('canonicalJson', () => {
  it('ignores key order and spacing at every depth, but not array order', () => {
    expect(canonicalJson(JSON.parse('{"a":1,"b":{"c":[1,2],"d":null}}'))).toBe(
      canonicalJson(JSON.parse('{ "b": { "d": null, "c": [1, 2] }, "a": 1 }')),
    );
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
    expect(canonicalJson({ a: 1, b: undefined })).toBe(canonicalJson({ a: 1 }));
  });
});

for (const target of testDatabases()) {
  describe(`idempotency keys on ${target.name}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await target.open();
      useDatabaseForTests(t.db);
    });
    afterAll(async () => t.close());
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    const row = async (scope: string, key: string) => {
      const [found] = await t.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      return found;
    };
    /** The row a process leaves when it dies between claiming a key and storing its answer. */
    const leaveClaim = (scope: string, key: string, fingerprint: unknown, leaseFromNow: string) =>
      t.db.insert(idempotencyKeys).values({
        scope,
        key,
        requestHash: requestHash(fingerprint),
        leaseUntil: sql`now() + ${sql.raw(`interval '${leaseFromNow}'`)}`,
      });
    const inProgress = (error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      const appError = error as AppError;
      expect(appError.code).toBe('IDEMPOTENCY_IN_PROGRESS');
      return Number(appError.headers?.['Retry-After']);
    };

    it('lets a retry take over a claim whose owner died once its lease has run out, and runs the work once', async () => {
      const scope = `crash-${target.name}`;
      await leaveClaim(scope, 'key-crashed-1', { n: 1 }, '-1 second');
      let runs = 0;
      const work = async () => ({ status: 201, body: { run: ++runs } });
      const retry = await withIdempotency({ scope, key: 'key-crashed-1', fingerprint: { n: 1 } }, work);
      expect(retry).toMatchObject({ status: 201, body: { run: 1 } });
      const again = await withIdempotency({ scope, key: 'key-crashed-1', fingerprint: { n: 1 } }, work);
      expect(again).toMatchObject({ status: 201, body: { run: 1 }, headers: { 'Idempotent-Replayed': 'true' } });
      expect(runs).toBe(1);
      expect(await row(scope, 'key-crashed-1')).toMatchObject({ statusCode: 201, response: { run: 1 } });
    });

    it('answers 409 with Retry-After while the claim is alive, and never runs the work', async () => {
      const scope = `live-${target.name}`;
      await leaveClaim(scope, 'key-alive-01', 'a', `${LEASE_SECONDS} seconds`);
      const work = vi.fn(async () => ({ body: { ran: true } }));
      const error = await withIdempotency({ scope, key: 'key-alive-01', fingerprint: 'a' }, work).catch(
        (e: unknown) => e,
      );
      const retryAfter = inProgress(error);
      expect(retryAfter).toBeGreaterThanOrEqual(LEASE_SECONDS - 5);
      expect(retryAfter).toBeLessThanOrEqual(LEASE_SECONDS);
      expect(work).not.toHaveBeenCalled();

      await leaveClaim(scope, 'key-alive-02', 'a', '200 milliseconds');
      expect(
        inProgress(
          await withIdempotency({ scope, key: 'key-alive-02', fingerprint: 'a' }, work).catch((e: unknown) => e),
        ),
      ).toBe(1);
    });

    it('lets exactly one of two racing retries take over an expired claim', async () => {
      const scope = `race-${target.name}`;
      await leaveClaim(scope, 'key-raced-01', 'a', '-5 seconds');
      const { opened, open } = gate();
      let runs = 0;
      const work = async () => {
        runs++;
        await opened;
        return { body: { run: runs } };
      };
      const attempts = [
        settle(withIdempotency({ scope, key: 'key-raced-01', fingerprint: 'a' }, work)),
        settle(withIdempotency({ scope, key: 'key-raced-01', fingerprint: 'a' }, work)),
      ];
      // The winner waits at the gate, so whichever settles first lost the race.
      const loser = await Promise.race(attempts);
      expect(loser.ok).toBe(false);
      if (!loser.ok) expect(inProgress(loser.error)).toBeGreaterThanOrEqual(LEASE_SECONDS - 5);
      open();
      const both = await Promise.all(attempts);
      expect(both.filter((a) => a.ok)).toHaveLength(1);
      expect(runs).toBe(1);
    });

    it('renews the lease of a slow owner, so a retry does not take its key over', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const scope = `slow-${target.name}`;
      const { opened, open } = gate();
      let runs = 0;
      const work = async () => {
        runs++;
        await opened;
        return { body: { run: runs } };
      };
      const slow = withIdempotency({ scope, key: 'key-slowly-1', fingerprint: 'a' }, work);
      await vi.waitFor(() => expect(runs).toBe(1), WAIT);
      // As if the lease had nearly run out: the next renewal is what keeps the key.
      await t.db
        .update(idempotencyKeys)
        .set({ leaseUntil: sql`now() - interval '1 second'` })
        .where(eq(idempotencyKeys.scope, scope));
      vi.advanceTimersByTime((LEASE_SECONDS * 1000) / 3);
      await vi.waitFor(async () => {
        const [lease] = await t.db
          .select({ left: sql<number>`extract(epoch from (${idempotencyKeys.leaseUntil} - now()))::float8` })
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.scope, scope));
        expect(lease?.left).toBeGreaterThan(LEASE_SECONDS - 5);
      }, WAIT);
      inProgress(
        await withIdempotency({ scope, key: 'key-slowly-1', fingerprint: 'a' }, work).catch((e: unknown) => e),
      );
      open();
      expect((await slow).body).toEqual({ run: 1 });
      expect(runs).toBe(1);
    });

    it('keeps an owner that lost its lease from answering or freeing its successor’s key', async () => {
      const scope = `stale-${target.name}`;
      const stale = gate();
      const staleOwner = settle(
        withIdempotency({ scope, key: 'key-stale-01', fingerprint: 'a' }, async () => {
          await stale.opened;
          throw new Error('late failure');
        }),
      );
      await vi.waitFor(async () => expect(await row(scope, 'key-stale-01')).toBeDefined(), WAIT);
      await t.db
        .update(idempotencyKeys)
        .set({ leaseUntil: sql`now() - interval '1 second'` })
        .where(eq(idempotencyKeys.scope, scope));
      const successor = gate();
      const next = withIdempotency({ scope, key: 'key-stale-01', fingerprint: 'a' }, async () => {
        await successor.opened;
        return { body: { by: 'successor' } };
      });
      await vi.waitFor(
        async () => expect((await row(scope, 'key-stale-01'))?.leaseUntil.getTime()).toBeGreaterThan(Date.now()),
        WAIT,
      );
      stale.open();
      expect((await staleOwner).ok).toBe(false);
      expect(await row(scope, 'key-stale-01')).toBeDefined();
      successor.open();
      expect((await next).body).toEqual({ by: 'successor' });
      expect(await row(scope, 'key-stale-01')).toMatchObject({ statusCode: 200, response: { by: 'successor' } });
    });

    it('treats the same body with its keys reordered as a replay, and another body as a misuse of the key', async () => {
      const compact = JSON.stringify(application);
      const reordered = `{ ${Object.entries(application)
        .reverse()
        .map(([k, v]) => `"${k}": ${JSON.stringify(v)}`)
        .join(',\n  ')} }`;
      const first = await applyAsPartner(partnerRequest(compact, 'partner-reorder-1'));
      expect(first.status).toBe(201);
      const replay = await applyAsPartner(partnerRequest(reordered, 'partner-reorder-1'));
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await replay.json()).toEqual(await first.json());
      expect(await t.db.select().from(partnerApplications)).toHaveLength(1);

      const other = await applyAsPartner(
        partnerRequest(JSON.stringify({ ...application, clinicName: 'Another Clinic' }), 'partner-reorder-1'),
      );
      expect(other.status).toBe(422);
      expect(await other.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
      expect(await t.db.select().from(partnerApplications)).toHaveLength(1);
    });

    it('answers a request whose first attempt is still running with 409 and a Retry-After header', async () => {
      const before = (await t.db.select().from(partnerApplications)).length;
      const first = await applyAsPartner(partnerRequest(JSON.stringify(application), 'partner-running-1'));
      expect(first.status).toBe(201);
      // Back to the state of the first attempt mid-flight: claimed, lease alive, no answer yet.
      await t.db
        .update(idempotencyKeys)
        .set({
          statusCode: null,
          response: null,
          leaseUntil: sql`now() + ${sql.raw(`interval '${LEASE_SECONDS} seconds'`)}`,
        })
        .where(eq(idempotencyKeys.key, 'partner-running-1'));
      const retry = await applyAsPartner(partnerRequest(JSON.stringify(application), 'partner-running-1'));
      expect(retry.status).toBe(409);
      expect(await retry.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_IN_PROGRESS' } });
      const retryAfter = Number(retry.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(LEASE_SECONDS - 5);
      expect(retryAfter).toBeLessThanOrEqual(LEASE_SECONDS);
      expect(await t.db.select().from(partnerApplications)).toHaveLength(before + 1);
    });
  });
}
