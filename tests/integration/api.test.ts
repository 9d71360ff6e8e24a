import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { testDatabases, type TestDb } from './test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { withIdempotency } from '@/server/idempotency';
import { seed } from '@/server/db/setup';
import { serviceableCities } from '@/server/db/schema';
import { SCAN_AT_HOME_CITY_COUNT, SKIN_CITY_COUNT } from '@/server/db/seed-data';
import { GET as getCities } from '@/app/api/v3/skinnsi/address/serviceable-cities/route';
import { GET as getUserIp } from '@/app/api/v3/skinnsi/get-user-ip/route';
import { POST as changeLanguage } from '@/app/api/v2/toothsi/user/change-language/route';
import { GET as openapi } from '@/app/api/openapi.json/route';
import { POST as revalidate } from '@/app/api/revalidate/route';
import { CONTRACTS } from '@/lib/api/contracts';

// Next's data cache needs the Next runtime; here each read goes straight to the database.
vi.mock('next/cache', () => ({
  cacheTag: () => undefined,
  cacheLife: () => undefined,
  revalidateTag: () => undefined,
}));

const BASE = 'http://localhost:3000';

function request(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new NextRequest(new URL(path, BASE), {
    method: init.method ?? 'GET',
    headers: { host: 'localhost:3000', ...init.headers },
    body: init.body,
  });
}

for (const target of testDatabases()) {
  describe(`API on ${target.name}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await target.open();
      useDatabaseForTests(t.db);
    });
    afterAll(async () => {
      await t.close();
    });

    it('seeds serviceable cities idempotently', async () => {
      await seed(t.db);
      await seed(t.db);
      const rows = await t.db.select().from(serviceableCities);
      expect(rows.filter((r) => r.skinnsi)).toHaveLength(SKIN_CITY_COUNT);
      expect(rows.filter((r) => r.toothsi)).toHaveLength(SCAN_AT_HOME_CITY_COUNT);
      expect(new Set(rows.map((r) => r.city)).size).toBe(rows.length);
    });

    it('answers the raw list of skin cities with default pincodes', async () => {
      const res = await getCities(request('/api/v3/skinnsi/address/serviceable-cities?businessType=Skinnsi&raw=true'));
      expect(res.status).toBe(200);
      const body = (await res.json()) as Array<{ id: number; city: string; defaultPincode: string }>;
      expect(body).toHaveLength(15);
      expect(body.map((c) => c.city)).toContain('Navi Mumbai');
      expect(body.every((c) => /^\d{6}$/.test(c.defaultPincode))).toBe(true);
    });

    it('wraps the list in data when raw is not asked for', async () => {
      const res = await getCities(request('/api/v3/skinnsi/address/serviceable-cities?businessType=Toothsi'));
      const body = (await res.json()) as { data: Array<{ city: string }> };
      expect(body.data.map((c) => c.city)).toContain('Surat');
    });

    it('refuses an unknown business type with a field-level 400', async () => {
      const res = await getCities(request('/api/v3/skinnsi/address/serviceable-cities?businessType=Dental'));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; fields: Array<{ path: string }> } };
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.fields[0]?.path).toBe('query.businessType');
    });

    it('replays the first answer for a repeated Idempotency-Key and runs the work once', async () => {
      let runs = 0;
      const work = async () => ({ body: { run: ++runs } });
      const first = await withIdempotency(
        { scope: `test-${target.name}`, key: 'key-00000001', fingerprint: 'a' },
        work,
      );
      const second = await withIdempotency(
        { scope: `test-${target.name}`, key: 'key-00000001', fingerprint: 'a' },
        work,
      );
      expect(first.body).toEqual({ run: 1 });
      expect(second.body).toEqual({ run: 1 });
      expect(runs).toBe(1);
      await expect(
        withIdempotency({ scope: `test-${target.name}`, key: 'key-00000001', fingerprint: 'b' }, work),
      ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    });

    it('frees the key when the first attempt fails, so a retry can succeed', async () => {
      const scope = `fail-${target.name}`;
      await expect(
        withIdempotency({ scope, key: 'key-00000002', fingerprint: 'a' }, async () =>
          Promise.reject(new Error('boom')),
        ),
      ).rejects.toThrow('boom');
      const retry = await withIdempotency({ scope, key: 'key-00000002', fingerprint: 'a' }, async () => ({
        body: { ok: true },
      }));
      expect(retry.body).toEqual({ ok: true });
    });

    it('change-language validates the alias, honours Idempotency-Key and refuses other origins', async () => {
      const bad = await changeLanguage(
        request('/api/v2/toothsi/user/change-language?languageAlias=xx-YY', { method: 'POST' }),
      );
      expect(bad.status).toBe(400);
      const ok = await changeLanguage(
        request('/api/v2/toothsi/user/change-language?languageAlias=ar-AE', {
          method: 'POST',
          headers: { 'idempotency-key': 'lang-000001', origin: BASE },
        }),
      );
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ languageAlias: 'ar-AE', stored: false });
      const replay = await changeLanguage(
        request('/api/v2/toothsi/user/change-language?languageAlias=ar-AE', {
          method: 'POST',
          headers: { 'idempotency-key': 'lang-000001', origin: BASE },
        }),
      );
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      const foreign = await changeLanguage(
        request('/api/v2/toothsi/user/change-language?languageAlias=ar-AE', {
          method: 'POST',
          headers: { origin: 'https://evil.example' },
        }),
      );
      expect(foreign.status).toBe(403);
    });

    it("change-language takes the spec's short alias as well as the locale id, and names the field it refuses (issue 29 item 6)", async () => {
      const post = (alias: string) =>
        changeLanguage(
          request(`/api/v2/toothsi/user/change-language?languageAlias=${encodeURIComponent(alias)}`, {
            method: 'POST',
            headers: { origin: BASE },
          }),
        );
      for (const [alias, id] of [
        ['hi', 'hi-IN'],
        ['hi-IN', 'hi-IN'],
        ['HI-in', 'hi-IN'],
        ['en', 'en-IN'],
        ['uae-ar', 'ar-AE'],
        ['ksa-en', 'en-SA'],
      ] as const) {
        const res = await post(alias);
        expect(res.status, alias).toBe(200);
        expect(await res.json()).toEqual({ languageAlias: id, stored: false });
      }
      for (const alias of ['ar', 'xx', 'hi-XX', '']) {
        const res = await post(alias);
        expect(res.status, alias).toBe(400);
        const body = (await res.json()) as { error: { fields: Array<{ path: string; message: string }> } };
        expect(body.error.fields[0]?.path).toBe('query.languageAlias');
        expect(body.error.fields[0]?.message).toMatch(/hi or hi-IN/);
      }
    });
  });
}

describe('get-user-ip', () => {
  it('ignores X-Forwarded-For unless the app is told it sits behind a proxy', async () => {
    delete process.env.TRUST_PROXY;
    resetEnvForTests();
    const res = await getUserIp(
      request('/api/v3/skinnsi/get-user-ip', { headers: { 'x-forwarded-for': '103.21.124.1' } }),
    );
    expect(await res.json()).toMatchObject({ toothsiCity: null, data: { lat: null, lon: null, zip: null } });
  });

  it('resolves the city, coordinates and pincode from a trusted forwarded IP', async () => {
    process.env.TRUST_PROXY = '1';
    resetEnvForTests();
    const res = await getUserIp(
      request('/api/v3/skinnsi/get-user-ip', { headers: { 'x-forwarded-for': '103.21.124.1' } }),
    );
    const body = (await res.json()) as { toothsiCity: string; data: { lat: number; lon: number; zip: string } };
    expect(body.toothsiCity).toBe('Mumbai');
    expect(body.data.lat).toBeCloseTo(19.07, 1);
    expect(body.data.zip).toMatch(/^\d{6}$/);
    delete process.env.TRUST_PROXY;
    resetEnvForTests();
  });
});

describe('OpenAPI document', () => {
  it('lists every endpoint with its method, generated from the contracts', async () => {
    const doc = (await (await openapi()).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { parameters: Array<{ name: string }> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const c of CONTRACTS) expect(doc.paths[c.path]?.[c.method.toLowerCase()]).toBeDefined();
    const cities = doc.paths['/api/v3/skinnsi/address/serviceable-cities']?.get;
    expect(cities?.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['businessType', 'raw']));
  });
});

describe('revalidation route', () => {
  it('refuses a call without the secret, and one when no secret is configured', async () => {
    process.env.REVALIDATE_SECRET = 'a-long-enough-secret-value';
    resetEnvForTests();
    const body = JSON.stringify({ tags: ['content:ub-header:en'] });
    const wrong = await revalidate(
      request('/api/revalidate', { method: 'POST', body, headers: { authorization: 'Bearer nope' } }),
    );
    expect(wrong.status).toBe(401);
    delete process.env.REVALIDATE_SECRET;
    resetEnvForTests();
    const unset = await revalidate(
      request('/api/revalidate', {
        method: 'POST',
        body,
        headers: { authorization: 'Bearer a-long-enough-secret-value' },
      }),
    );
    expect(unset.status).toBe(401);
  });

  it('answers field-level 400s for a bad body before checking anything else', async () => {
    const res = await revalidate(request('/api/revalidate', { method: 'POST', body: JSON.stringify({ tags: [] }) }));
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { fields: Array<{ path: string }> } };
    expect(json.error.fields[0]?.path).toBe('body.tags');
    const notJson = await revalidate(request('/api/revalidate', { method: 'POST', body: '{oops' }));
    expect(notJson.status).toBe(400);
  });
});
