import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import { testDatabases, type TestDb } from './test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { callbackRequests, contactInquiries, launchAlerts } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { requestCallback } from '@/server/support';
import { POST as postCallback } from '@/app/api/v1/support/callback-requests/route';
import { POST as postInquiry } from '@/app/api/v1/support/inquiries/route';
import { POST as postLaunchAlert } from '@/app/api/v1/launch-alerts/route';
import {
  CALLBACK_REQUESTS_PER_IP,
  CALLBACK_REQUESTS_PER_PHONE,
  CALLBACK_SUBMISSIONS_PER_REQUEST,
} from '@/lib/support-requests';

const BASE = 'http://localhost:3000';
let ipCounter = 0;
const req = (path: string, body: unknown, init: { ip?: string; key?: string } = {}) =>
  new NextRequest(new URL(path, BASE), {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: BASE,
      'x-forwarded-for': init.ip ?? `49.36.0.${++ipCounter}`,
      ...(init.key ? { 'idempotency-key': init.key } : {}),
    },
    body: JSON.stringify(body),
  });

const callback = (phone: string, extra: Record<string, unknown> = {}) => ({
  phone,
  country: 'IN',
  name: 'Asha Rao',
  reason: 'smilePlan',
  note: '',
  locale: 'en-IN',
  ...extra,
});
const MIN = 60_000;

for (const target of testDatabases()) {
  describe(`help and contact on ${target.name}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await target.open();
      useDatabaseForTests(t.db);
      process.env.TRUST_PROXY = '1';
      // The shared public-write limiter has tests of its own; these pin the callback's own limits.
      process.env.RATE_LIMIT_PUBLIC_WRITES = '0';
      resetEnvForTests();
    });
    afterAll(async () => {
      delete process.env.TRUST_PROXY;
      delete process.env.RATE_LIMIT_PUBLIC_WRITES;
      resetEnvForTests();
      await t.close();
    });

    it('keeps the phone a request was made on inside the app, and refuses a malformed device', async () => {
      const device = { brand: 'Samsung', name: 'Galaxy A54' };
      const first = await postCallback(req('/api/v1/support/callback-requests', callback('98200 22334', { device })));
      expect(first.status).toBe(201);
      // A later request from a browser (no device) joins the call and keeps what the app said.
      expect(
        (
          await postCallback(
            req('/api/v1/support/callback-requests', callback('98200 22334', { reason: 'cancelOrder' })),
          )
        ).status,
      ).toBe(200);
      const [row] = await t.db.select().from(callbackRequests).where(eq(callbackRequests.phone, '+919820022334'));
      expect(row?.device).toEqual(device);

      const inquiry = await postInquiry(
        req('/api/v1/support/inquiries', {
          topic: 'ALIGNER',
          name: 'Asha Rao',
          email: 'asha.device@example.com',
          phone: '',
          message: 'Can I start aligners while travelling?',
          country: 'IN',
          locale: 'en-IN',
          device,
        }),
      );
      expect(inquiry.status).toBe(201);
      const [message] = await t.db
        .select()
        .from(contactInquiries)
        .where(eq(contactInquiries.email, 'asha.device@example.com'));
      expect(message?.device).toEqual(device);
      // The contact-form tests below count every stored message.
      await t.db.delete(contactInquiries).where(eq(contactInquiries.email, 'asha.device@example.com'));

      const withId = await postCallback(
        req('/api/v1/support/callback-requests', callback('98200 22335', { device: { ...device, id: 'abc' } })),
      );
      expect(withId.status).toBe(400);
      const empty = await postCallback(
        req('/api/v1/support/callback-requests', callback('98200 22336', { device: { brand: '', name: 'x' } })),
      );
      expect(empty.status).toBe(400);
      expect(
        await t.db.select().from(callbackRequests).where(eq(callbackRequests.phone, '+919820022336')),
      ).toHaveLength(0);
    });

    it('queues a callback, and merges a second request for the same phone within 30 minutes', async () => {
      const first = await postCallback(req('/api/v1/support/callback-requests', callback('98200 11111')));
      expect(first.status).toBe(201);
      const created = (await first.json()) as { id: string; merged: boolean; reasons: string[] };
      expect(created).toMatchObject({ merged: false, reasons: ['smilePlan'] });

      const second = await postCallback(
        req(
          '/api/v1/support/callback-requests',
          callback('+91 98200 11111', { reason: 'cancelOrder', note: 'Order 1042, please call after 6 pm' }),
        ),
      );
      expect(second.status).toBe(200);
      expect(await second.json()).toEqual({ id: created.id, merged: true, reasons: ['smilePlan', 'cancelOrder'] });

      const rows = await t.db.select().from(callbackRequests).where(eq(callbackRequests.phone, '+919820011111'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        submissions: 2,
        reasons: ['smilePlan', 'cancelOrder'],
        note: 'Order 1042, please call after 6 pm',
        status: 'open',
      });
      // The network is kept as a keyed hash, never as the address.
      expect(rows[0]?.ipKey).toMatch(/^[0-9a-f]{64}$/);
    });

    it('a request after the window is a new callback; a number gets 3 a day, then 429 with Retry-After', async () => {
      const phone = '98200 22222';
      const start = new Date(Date.now() - 3 * 60 * MIN);
      for (let i = 0; i < CALLBACK_REQUESTS_PER_PHONE; i++) {
        const result = await requestCallback(
          { ...callback(phone), reason: 'otherConcern' } as never,
          `10.0.0.${i}`,
          new Date(start.getTime() + i * 31 * MIN),
        );
        expect(result.merged).toBe(false);
      }
      const refused = await postCallback(req('/api/v1/support/callback-requests', callback(phone)));
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      // The first of the three was 3 hours ago: the day's window frees up in about 21 hours.
      expect(retryAfter).toBeGreaterThan(20 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(21 * 3600);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    });

    it('an open callback takes 5 requests, then asks the caller to wait for the window', async () => {
      const phone = '98200 33333';
      for (let i = 0; i < CALLBACK_SUBMISSIONS_PER_REQUEST; i++) {
        const res = await postCallback(req('/api/v1/support/callback-requests', callback(phone)));
        expect(res.status).toBe(i === 0 ? 201 : 200);
      }
      const refused = await postCallback(req('/api/v1/support/callback-requests', callback(phone)));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(30 * 60);
    });

    it('one network asks for at most 10 callbacks an hour', async () => {
      const ip = '203.0.113.77';
      for (let i = 0; i < CALLBACK_REQUESTS_PER_IP; i++) {
        const res = await postCallback(
          req('/api/v1/support/callback-requests', callback(`9830${String(100000 + i)}`), { ip }),
        );
        expect(res.status).toBe(201);
      }
      const refused = await postCallback(req('/api/v1/support/callback-requests', callback('98301 99999'), { ip }));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another network is not held back.
      expect((await postCallback(req('/api/v1/support/callback-requests', callback('98301 99999')))).status).toBe(201);
    });

    it('parallel requests for one phone make one callback', async () => {
      const results = await Promise.all(
        Array.from({ length: 4 }, () =>
          postCallback(req('/api/v1/support/callback-requests', callback('98200 44444'))),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
      expect(
        await t.db.select().from(callbackRequests).where(eq(callbackRequests.phone, '+919820044444')),
      ).toHaveLength(1);
    });

    it('refuses bad callback input field by field and writes nothing', async () => {
      const before = (await t.db.select().from(callbackRequests)).length;
      const res = await postCallback(
        req('/api/v1/support/callback-requests', { ...callback('98200 55555'), reason: 'lunch', locale: 'xx' }),
      );
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { fields: Array<{ path: string }> } };
      expect(body.error.fields.map((f) => f.path).sort()).toEqual(['body.locale', 'body.reason']);
      const badPhone = await postCallback(req('/api/v1/support/callback-requests', callback('123456')));
      expect(badPhone.status).toBe(400);
      expect(((await badPhone.json()) as { error: { fields: Array<{ code: string }> } }).error.fields[0]?.code).toBe(
        'phoneInvalid',
      );
      expect(await t.db.select().from(callbackRequests)).toHaveLength(before);
    });

    it('stores a contact-us message once, even when the client retries it', async () => {
      const message = {
        topic: 'ASSOCIATION',
        name: 'Neha Kapoor',
        email: 'Neha@Example.com',
        phone: '',
        message: 'We run a chain of dental clinics in Pune and would like to talk.',
        country: 'IN',
        locale: 'hi-IN',
      };
      const first = await postInquiry(req('/api/v1/support/inquiries', message, { key: 'inquiry-000001' }));
      expect(first.status).toBe(201);
      const again = await postInquiry(req('/api/v1/support/inquiries', message, { key: 'inquiry-000001' }));
      expect(await again.json()).toEqual(await first.json());
      const rows = await t.db.select().from(contactInquiries);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ topic: 'ASSOCIATION', email: 'neha@example.com', phone: null, locale: 'hi-IN' });

      const bad = await postInquiry(
        req('/api/v1/support/inquiries', { ...message, topic: 'SALES', email: 'no', message: 'hi' }),
      );
      expect(bad.status).toBe(400);
      const fields = ((await bad.json()) as { error: { fields: Array<{ path: string }> } }).error.fields
        .map((f) => f.path)
        .sort();
      expect(fields).toEqual(['body.email', 'body.message', 'body.topic']);
    });

    it('counts the forms against the shared public-write limit per network', async () => {
      process.env.RATE_LIMIT_PUBLIC_WRITES = '2/60';
      try {
        const ip = '198.51.100.9';
        const statuses = [];
        for (let i = 0; i < 3; i++)
          statuses.push(
            (await postCallback(req('/api/v1/support/callback-requests', callback(`98400 0000${i}`), { ip }))).status,
          );
        expect(statuses).toEqual([201, 201, 429]);
      } finally {
        process.env.RATE_LIMIT_PUBLIC_WRITES = '0';
      }
    });

    it('refuses a line break in a single-line field', async () => {
      const res = await postCallback(
        req('/api/v1/support/callback-requests', callback('98200 66666', { name: 'Asha\nRao' })),
      );
      expect(res.status).toBe(400);
    });

    it('keeps one launch alert per email and country, adding interests on a repeat', async () => {
      const alert = { email: 'sara@example.ae', country: 'SA', city: 'Riyadh', interests: ['skin'], locale: 'ar-SA' };
      const first = await postLaunchAlert(req('/api/v1/launch-alerts', alert));
      expect(first.status).toBe(201);
      expect(await first.json()).toEqual({ subscribed: true, alreadySubscribed: false });
      const again = await postLaunchAlert(
        req('/api/v1/launch-alerts', { ...alert, email: 'SARA@example.ae', city: '', interests: ['aligners', 'skin'] }),
      );
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ subscribed: true, alreadySubscribed: true });
      const rows = await t.db.select().from(launchAlerts);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        email: 'sara@example.ae',
        country: 'SA',
        city: 'Riyadh',
        interests: ['aligners', 'skin'],
      });

      const india = await postLaunchAlert(req('/api/v1/launch-alerts', { ...alert, country: 'IN' }));
      expect(india.status).toBe(400);
      const none = await postLaunchAlert(req('/api/v1/launch-alerts', { ...alert, interests: [] }));
      expect(none.status).toBe(400);
    });
  });
}
