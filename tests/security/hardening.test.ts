import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { testDatabases, type TestDb } from '@/tests/integration/test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { partnerApplications, users } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { errorResponse } from '@/server/api/handler';
import { decide, enforceRateLimit, redisStore } from '@/server/rate-limit';
import { POST as applyAsPartner } from '@/app/api/v1/doctor-partners/route';
import { POST as applyForJob } from '@/app/api/v1/careers/apply/route';
import { POST as webhook } from '@/app/api/v1/payments/webhook/[gateway]/route';
import { POST as callback } from '@/app/api/v1/payments/callback/[gateway]/route';
import { POST as createAddress } from '@/app/api/v1/addresses/route';
import { POST as applyCoupon } from '@/app/api/v1/cart/coupon/route';
import { GET as centreFlow } from '@/app/api/v1/booking/centre-flow/route';
import { POST as slotAlert } from '@/app/api/v1/booking/slot-alerts/route';
import { GET as userInfo } from '@/app/api/v1/user/info/route';
import { UI_LANGUAGES } from '@/i18n/locales';
import { BASE, chunkedBody, errorOf, request, signedInCustomer } from './helpers';

vi.mock('next/cache', () => ({
  cacheTag: () => undefined,
  cacheLife: () => undefined,
  revalidateTag: () => undefined,
  revalidatePath: () => undefined,
}));

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
const partner = (overrides: Record<string, unknown> = {}) => ({
  doctorName: 'Dr. Kavya Menon',
  clinicName: 'Smile Studio',
  practiceType: 'orthodontist',
  registrationNumber: 'KMC/12345',
  phone: '98450 12345',
  email: 'kavya@smilestudio.in',
  city: 'Bangalore',
  country: 'IN',
  locale: 'en-IN',
  ...overrides,
});
const address = (overrides: Record<string, unknown> = {}) => ({
  recipientName: 'Ananya Rao',
  phone: '98860 12345',
  line1: '12 MG Road',
  city: 'Bengaluru',
  pincode: '560001',
  country: 'IN',
  ...overrides,
});
const gateway = (name: string) => ({ params: Promise.resolve({ gateway: name }) });

function setEnv(values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
}

for (const target of testDatabases()) {
  describe(`hardening on ${target.name}`, () => {
    let t: TestDb;
    let sid: string;
    beforeAll(async () => {
      setEnv({ RATE_LIMIT_PUBLIC_WRITES: '0', TRUST_PROXY: undefined });
      t = await target.open();
      useDatabaseForTests(t.db);
      ({ sid } = await signedInCustomer(t.db));
    });
    afterEach(() => {
      setEnv({ RATE_LIMIT_PUBLIC_WRITES: '0', TRUST_PROXY: undefined, ALLOWED_ORIGINS: undefined });
      vi.restoreAllMocks();
    });
    afterAll(async () => {
      setEnv({ RATE_LIMIT_PUBLIC_WRITES: undefined });
      await t.close();
    });

    describe('finding 5: body limits hold for chunked bodies', () => {
      const FIFTY_MB = 50 * 1024 * 1024;

      it('a JSON route answers 413 after reading little more than its 64 KB limit', async () => {
        const body = chunkedBody(FIFTY_MB);
        const res = await applyAsPartner(
          request('/api/v1/doctor-partners', {
            method: 'POST',
            body: body.stream,
            headers: { 'content-type': 'application/json' },
          }),
        );
        expect(res.status).toBe(413);
        expect((await errorOf(res))?.code).toBe('PAYLOAD_TOO_LARGE');
        expect(body.sent()).toBeLessThan(256 * 1024);
      });

      it('the webhook answers 413 at its 256 KB limit', async () => {
        const body = chunkedBody(FIFTY_MB);
        const res = await webhook(
          request('/api/v1/payments/webhook/sandbox', { method: 'POST', body: body.stream, headers: { origin: '' } }),
          gateway('sandbox'),
        );
        expect(res.status).toBe(413);
        expect(body.sent()).toBeLessThan(512 * 1024);
      });

      it('the CV upload answers 413 (cvTooLarge on the field) at 5 MB and a bit', async () => {
        const body = chunkedBody(FIFTY_MB);
        const res = await applyForJob(
          request('/api/v1/careers/apply', {
            method: 'POST',
            body: body.stream,
            headers: { 'content-type': 'multipart/form-data; boundary=x' },
          }),
        );
        expect(res.status).toBe(413);
        expect((await errorOf(res))?.fields?.[0]).toMatchObject({ path: 'body.cv', code: 'cvTooLarge' });
        expect(body.sent()).toBeLessThan(6 * 1024 * 1024);
      });

      it('the payment callback answers 413 at its 16 KB limit', async () => {
        const body = chunkedBody(FIFTY_MB);
        const res = await callback(
          request('/api/v1/payments/callback/razorpay', {
            method: 'POST',
            body: body.stream,
            headers: { 'content-type': 'application/x-www-form-urlencoded', origin: '' },
          }),
          gateway('razorpay'),
        );
        expect(res.status).toBe(413);
        expect(body.sent()).toBeLessThan(256 * 1024);
      });

      it('a declared Content-Length over the limit is refused before anything is read', async () => {
        const res = await applyAsPartner(
          request('/api/v1/doctor-partners', {
            method: 'POST',
            body: '{}',
            headers: { 'content-length': String(FIFTY_MB) },
          }),
        );
        expect(res.status).toBe(413);
      });
    });

    describe('finding 6: control characters are refused before the database, and failed queries log no personal data', () => {
      it.each([
        [
          'an address line',
          () =>
            createAddress(
              request('/api/v1/addresses', { method: 'POST', body: address({ line1: '12 MG\u0000 Road' }), sid }),
            ),
          'body.line1',
        ],
        [
          'a coupon code',
          () =>
            applyCoupon(
              request('/api/v1/cart/coupon?country=IN', { method: 'POST', body: { code: 'SMI\u0000LE' }, sid }),
            ),
          'body.code',
        ],
        [
          'a booking query parameter',
          () => centreFlow(request('/api/v1/booking/centre-flow?city=Mum%00bai')),
          'query.city',
        ],
        [
          'a slot alert',
          () =>
            slotAlert(
              request('/api/v1/booking/slot-alerts', {
                method: 'POST',
                body: { locationKey: 'home:\u0000mumbai', date: '2026-01-01' },
                sid,
              }),
            ),
          'body.locationKey',
        ],
        [
          'the partner form',
          () =>
            applyAsPartner(
              request('/api/v1/doctor-partners', { method: 'POST', body: partner({ doctorName: 'Dr \u0000Kavya' }) }),
            ),
          'body.doctorName',
        ],
        [
          'an object key',
          () =>
            applyAsPartner(
              request('/api/v1/doctor-partners', { method: 'POST', body: { ...partner(), 'x\u0000': 1 } }),
            ),
          'body.x?',
        ],
      ])('%s with a NUL byte is a field-level 400', async (_name, call, path) => {
        const res = await call();
        expect(res.status).toBe(400);
        expect((await errorOf(res))?.fields).toContainEqual(
          expect.objectContaining({ path, code: 'invalidCharacters' }),
        );
      });

      it('the careers form with a NUL byte in a field or the file name is a 400, and nothing is stored', async () => {
        const form = (name: string, file: string) => {
          const data = new FormData();
          for (const [k, v] of Object.entries({
            roleId: 'frontend-engineer',
            name,
            email: 'a@example.com',
            phone: '98860 12345',
            country: 'IN',
            locale: 'en-IN',
          }))
            data.set(k, v);
          data.set('cv', new File([PDF], file, { type: 'application/pdf' }));
          return applyForJob(request('/api/v1/careers/apply', { method: 'POST', body: data }));
        };
        expect((await errorOf(await form('Ana\u0000nya', 'cv.pdf')))?.fields).toContainEqual(
          expect.objectContaining({ path: 'body.name', code: 'invalidCharacters' }),
        );
        expect((await errorOf(await form('Ananya', 'c\u0000v.pdf')))?.fields).toContainEqual(
          expect.objectContaining({ path: 'body.cv', code: 'invalidCharacters' }),
        );
      });

      it('single-line fields of the forms refuse line breaks; the message may have them', async () => {
        expect(
          (
            await applyAsPartner(
              request('/api/v1/doctor-partners', {
                method: 'POST',
                body: partner({ city: 'Bangalore\r\nX-Injected: 1' }),
              }),
            )
          ).status,
        ).toBe(400);
        expect(
          (
            await applyAsPartner(
              request('/api/v1/doctor-partners', { method: 'POST', body: partner({ message: 'Line one\nLine two' }) }),
            )
          ).status,
        ).toBe(201);
      });

      it('a failed query is logged without its parameters and answered 400, not 500', async () => {
        const secret = 'Ananya Rao, +919886012345, 12 MG Road';
        const failure = await t.db.execute(sql`select ${secret}::int`).catch((error: unknown) => error);
        expect(String((failure as Error).message)).not.toContain('Ananya');
        expect(JSON.stringify(failure)).not.toContain('Ananya');
        const logged: string[] = [];
        vi.spyOn(console, 'error').mockImplementation(
          (...args: unknown[]) => void logged.push(args.map(String).join(' ')),
        );
        vi.spyOn(console, 'warn').mockImplementation(
          (...args: unknown[]) => void logged.push(args.map(String).join(' ')),
        );
        const res = errorResponse(failure);
        expect(res.status).toBe(400);
        // A failure that is not the customer's input (a broken statement) is a 500, logged without its values too.
        const broken = await t.db
          .execute(sql`select * from no_such_table where name = ${secret}`)
          .catch((error: unknown) => error);
        expect(errorResponse(broken).status).toBe(500);
        expect(logged.join('\n')).toMatch(/no_such_table/);
        expect(logged.join('\n')).not.toContain('Ananya');
        expect(logged.join('\n')).not.toContain('9886012345');
      });

      it('a unique violation keeps the offending value out of the error (PostgreSQL detail)', async () => {
        const phone = '+919811122233';
        await t.db.insert(users).values({ phone, country: 'IN' });
        const failure = await t.db
          .insert(users)
          .values({ phone, country: 'IN' })
          .catch((error: unknown) => error);
        expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).not.toContain('9811122233');
        expect(String((failure as { cause?: { detail?: string } }).cause?.detail ?? '')).not.toContain('9811122233');
      });
    });

    describe('finding 10: origins and cookies', () => {
      const post = (headers: Record<string, string>, url = `${BASE}/api/v1/doctor-partners`) =>
        applyAsPartner(
          new NextRequest(url, {
            method: 'POST',
            headers: { host: 'localhost:3000', 'content-type': 'application/json', ...headers },
            body: JSON.stringify(partner()),
          }),
        );

      it('compares the whole origin: scheme included', async () => {
        expect((await post({ origin: 'http://localhost:3000' })).status).toBe(201);
        expect((await post({ origin: 'https://localhost:3000' })).status).toBe(403);
        expect(
          (await post({ origin: 'http://localhost:3000' }, 'https://localhost:3000/api/v1/doctor-partners')).status,
        ).toBe(403);
        expect(
          (await post({ origin: 'https://localhost:3000' }, 'https://localhost:3000/api/v1/doctor-partners')).status,
        ).toBe(201);
      });

      it('believes X-Forwarded-Host and X-Forwarded-Proto only behind a trusted proxy', async () => {
        expect((await post({ origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' })).status).toBe(403);
        setEnv({ TRUST_PROXY: '1' });
        expect(
          (
            await post({
              origin: 'https://www.toothsi.in',
              'x-forwarded-host': 'www.toothsi.in',
              'x-forwarded-proto': 'https',
            })
          ).status,
        ).toBe(201);
        expect(
          (
            await post({
              origin: 'http://www.toothsi.in',
              'x-forwarded-host': 'www.toothsi.in',
              'x-forwarded-proto': 'https',
            })
          ).status,
        ).toBe(403);
      });

      it('over HTTPS reads only __Host-sid: a plain sid tossed from a sibling subdomain signs nobody in', async () => {
        const info = (url: string, cookie: string) =>
          userInfo(new NextRequest(url, { headers: { host: 'localhost:3000', cookie } }));
        expect((await info(`${BASE}/api/v1/user/info`, `sid=${sid}`)).status).toBe(200);
        expect((await info('https://localhost:3000/api/v1/user/info', `sid=${sid}`)).status).toBe(401);
        expect((await info('https://localhost:3000/api/v1/user/info', `__Host-sid=${sid}`)).status).toBe(200);
        // Both present over HTTPS: the __Host- one decides, whatever the other says.
        expect(
          (await info('https://localhost:3000/api/v1/user/info', `sid=tossed-token; __Host-sid=${sid}`)).status,
        ).toBe(200);
        expect(
          (await info('https://localhost:3000/api/v1/user/info', `sid=${sid}; __Host-sid=not-a-session`)).status,
        ).toBe(401);
      });
    });

    describe('finding 12: one rate limiter for public writes', () => {
      it('answers 429 with a Retry-After that is true, per caller and per form', async () => {
        setEnv({ RATE_LIMIT_PUBLIC_WRITES: '3/60', TRUST_PROXY: '1' });
        const from = (ip: string) =>
          applyAsPartner(
            request('/api/v1/doctor-partners', { method: 'POST', body: partner(), headers: { 'x-forwarded-for': ip } }),
          );
        for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).status).toBe(201);
        const refused = await from('203.0.113.7');
        expect(refused.status).toBe(429);
        expect((await errorOf(refused))?.code).toBe('RATE_LIMITED');
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(120);
        // Another caller, and another form of the same caller, have their own counters.
        expect((await from('203.0.113.8')).status).toBe(201);
        const alert = await slotAlert(
          request('/api/v1/booking/slot-alerts', {
            method: 'POST',
            body: { locationKey: 'home:mumbai', date: '2020-01-01' },
            sid,
            headers: { 'x-forwarded-for': '203.0.113.7' },
          }),
        );
        expect(alert.status).not.toBe(429);
      });

      it('lets a caller through once the Retry-After it was given has passed', async () => {
        setEnv({ RATE_LIMIT_PUBLIC_WRITES: '2/2', TRUST_PROXY: '1' });
        const from = () =>
          applyAsPartner(
            request('/api/v1/doctor-partners', {
              method: 'POST',
              body: partner(),
              headers: { 'x-forwarded-for': '203.0.113.99' },
            }),
          );
        let refused: Response | undefined;
        for (let i = 0; i < 4 && !refused; i++) {
          const res = await from();
          if (res.status === 429) refused = res;
          else expect(res.status).toBe(201);
        }
        const retryAfter = Number(refused?.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(4);
        await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
        expect((await from()).status).toBe(201);
      });

      it('limits the CV upload too', async () => {
        setEnv({ RATE_LIMIT_PUBLIC_WRITES: '1/60', TRUST_PROXY: '1' });
        const upload = () =>
          applyForJob(
            request('/api/v1/careers/apply', {
              method: 'POST',
              body: new FormData(),
              headers: { 'x-forwarded-for': '198.51.100.1' },
            }),
          );
        expect((await upload()).status).toBe(400);
        const refused = await upload();
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      });

      it('counts concurrent hits exactly (one upsert each)', async () => {
        const rule = { name: `burst-${target.name}`, limit: 5, windowSeconds: 60 };
        const results = await Promise.allSettled(
          Array.from({ length: 12 }, () => enforceRateLimit(rule, { headers: new Headers() }, 'one-caller')),
        );
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
      });
    });

    it('rows stored by the tests above: only valid applications', async () => {
      const rows = await t.db.select({ name: partnerApplications.doctorName }).from(partnerApplications);
      expect(rows.every((r) => !/[\u0000-\u001f]/.test(r.name))).toBe(true);
    });
  });
}

describe('rate limiter arithmetic and stores', () => {
  it('estimates over a sliding window and tells the true wait', () => {
    const rule = { name: 'x', limit: 10, windowSeconds: 600 };
    expect(decide(rule, { hits: 10, previousHits: 0, elapsedSeconds: 30 })).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
    // 11 hits now: the 11th is refused until this window ends and enough of it has slid out (10 of 11 may remain).
    const refused = decide(rule, { hits: 11, previousHits: 0, elapsedSeconds: 30 });
    expect(refused.allowed).toBe(false);
    const t = refused.retryAfterSeconds;
    const estimateAt = (s: number) => (s + 30 < 600 ? 11 : (11 * (1200 - 30 - s)) / 600);
    expect(estimateAt(t) + 1).toBeLessThanOrEqual(10 + 1e-9);
    expect(estimateAt(t - 1) + 1).toBeGreaterThan(10);
    // The previous window still weighs in: 20 hits in it, 300 s ago it ended.
    expect(decide(rule, { hits: 1, previousHits: 20, elapsedSeconds: 300 }).allowed).toBe(false);
    expect(decide(rule, { hits: 1, previousHits: 20, elapsedSeconds: 580 }).allowed).toBe(true);
  });

  it.runIf(process.env.REDIS_TEST !== '0')(
    'counts in Redis when it is there (skipped when nothing answers on 6379)',
    async () => {
      const store = redisStore('redis://127.0.0.1:6379/0', `sitrus-test-${process.pid}-${Date.now()}:`);
      let counts;
      try {
        counts = await Promise.race([
          store.hit('k', 60),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 1500)),
        ]);
      } catch {
        counts = null;
      }
      if (!counts) return; // no Redis on this machine
      expect(counts.hits).toBe(1);
      expect((await store.hit('k', 60)).hits).toBe(2);
      const rule = { name: 'redis', limit: 2, windowSeconds: 60 };
      await enforceRateLimit(rule, { headers: new Headers() }, 'caller', store);
      await enforceRateLimit(rule, { headers: new Headers() }, 'caller', store);
      await expect(enforceRateLimit(rule, { headers: new Headers() }, 'caller', store)).rejects.toMatchObject({
        code: 'RATE_LIMITED',
        headers: { 'Retry-After': expect.any(String) },
      });
    },
  );
});

describe('finding 4: the unreachable database has a translated message in every language', () => {
  it.each(UI_LANGUAGES)('%s', (lang) => {
    const errors = JSON.parse(readFileSync(`messages/${lang}/errors.json`, 'utf8')) as Record<string, string>;
    const english = JSON.parse(readFileSync('messages/en/errors.json', 'utf8')) as Record<string, string>;
    for (const code of ['DATABASE_UNAVAILABLE', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED', 'invalidCharacters']) {
      expect(errors[code], code).toBeTruthy();
      if (lang !== 'en') expect(errors[code], code).not.toBe(english[code]);
    }
  });
});
