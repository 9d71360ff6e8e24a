import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { z } from 'zod';
import { testDatabases, type TestDb } from '@/tests/integration/test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { apiErrorSchema, CONTRACTS, type EndpointContract } from '@/lib/api/contracts';
import { GET as openapi } from '@/app/api/openapi.json/route';
import { chunkedBody, signedInCustomer } from './helpers';

// Next's data cache needs the Next runtime; here each read goes straight to the database.
vi.mock('next/cache', () => ({
  cacheTag: () => undefined,
  cacheLife: () => undefined,
  revalidateTag: () => undefined,
  revalidatePath: () => undefined,
  updateTag: () => undefined,
}));
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: (task: unknown) =>
    typeof task === 'function'
      ? Promise.resolve()
          .then(task as () => unknown)
          .catch(() => undefined)
      : undefined,
}));

/**
 * Fuzzing from the contracts: for every endpoint of /api/openapi.json, generated bad input (wrong types, missing and
 * extra fields, huge and NUL-laden strings, deep nesting, invalid JSON and UTF-8, chunked oversize bodies) through
 * the real route handlers, signed in and not. Not one answer may be a 500, and every answer must be a success or an
 * error status the document lists for that operation, with the documented error body. Wrong methods are Next's
 * own 405: checked here as "each route module exports exactly the methods its contracts name".
 */
type Handler = (request: NextRequest, context?: { params: Promise<Record<string, string>> }) => Promise<Response>;
const modules = import.meta.glob<Record<string, Handler>>('../../app/api/**/route.ts');
const moduleKey = (path: string) => `../../app${path.replace(/\{(\w+)\}/g, '[$1]')}/route.ts`;

const SECRET = 'fuzz-secret-0123456789abcdef';
const HUGE = 'x'.repeat(20_000);
const NUL = 'a\u0000b';
const BAD_STRINGS = ['', NUL, HUGE, '-1', '1e309', 'NaN', '%', '../../etc/passwd', '\u202e\u{1F600}', '<script>'];
const BAD_VALUES: unknown[] = [null, 0, -1, 1e308, true, [], {}, NUL, HUGE, [NUL], { $gt: '' }];
const PARAM_SAMPLE: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  gateway: 'sandbox',
  category: 'laser-hair-reduction',
  service: 'full-body',
};

/** Valid bodies of some writes: each field is then broken on its own, so the bad value gets past the others to the database. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/v1/addresses': {
    recipientName: 'Ananya Rao',
    phone: '98860 12345',
    line1: '12 MG Road',
    city: 'Bengaluru',
    pincode: '560001',
    country: 'IN',
  },
  'PUT /api/v1/addresses/{id}': {
    recipientName: 'Ananya Rao',
    phone: '98860 12345',
    line1: '12 MG Road',
    city: 'Bengaluru',
    pincode: '560001',
    country: 'IN',
  },
  'POST /api/v1/doctor-partners': {
    doctorName: 'Dr Kavya',
    clinicName: 'Smile Studio',
    practiceType: 'dentist',
    registrationNumber: 'KMC/1',
    phone: '98450 12345',
    email: 'k@example.com',
    city: 'Bangalore',
    country: 'IN',
    locale: 'en-IN',
  },
  'POST /api/v1/cart/coupon': { code: 'SMILE' },
  'POST /api/v1/booking/slot-alerts': { locationKey: 'home:mumbai', date: '2030-01-01' },
  'POST /api/v1/auth/otp/send': { phone: '98860 12345', country: 'IN' },
};

function shapeOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let i = 0; i < 5 && current; i++) {
    const def = (current as { def?: { type?: string; in?: unknown; innerType?: unknown; schema?: unknown } }).def;
    if ((current as { shape?: object }).shape) return Object.keys((current as { shape: object }).shape);
    current = def?.in ?? def?.innerType ?? def?.schema;
  }
  return [];
}

function deepArray(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}
function deepObject(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

interface Case {
  label: string;
  query?: Record<string, string | string[]>;
  params?: Record<string, string>;
  /** A stream is made per request: it can be read once. */
  body?: string | Uint8Array | (() => ReadableStream<Uint8Array>);
  contentType?: string;
}

function casesOf(contract: EndpointContract): Case[] {
  const cases: Case[] = [{ label: 'no input' }];
  const paramNames = [...contract.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const params = Object.fromEntries(paramNames.map((n) => [n, PARAM_SAMPLE[n] ?? 'x']));
  for (const name of paramNames)
    for (const bad of BAD_STRINGS.filter(Boolean))
      cases.push({ label: `param ${name}=${bad.slice(0, 12)}`, params: { ...params, [name]: bad } });
  const queryKeys = shapeOf(contract.query);
  for (const key of queryKeys) {
    for (const bad of BAD_STRINGS)
      cases.push({ label: `query ${key}=${bad.slice(0, 12)}`, params, query: { [key]: bad } });
    cases.push({ label: `query ${key} repeated`, params, query: { [key]: ['a', 'b'] } });
  }
  cases.push({ label: 'query extra and NUL key', params, query: { zz: '1', ['k\u0000']: 'v' } });
  if (contract.method !== 'GET' && contract.contentType !== 'multipart/form-data') {
    const json = (value: unknown) => JSON.stringify(value);
    const raw: Array<[string, string | Uint8Array]> = [
      ['empty body', ''],
      ['invalid JSON', '{"a":'],
      ['JSON null', 'null'],
      ['JSON array', '[]'],
      ['JSON string', '"text"'],
      ['JSON number', '1e309'],
      ['not UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
      ['deep arrays', deepArray(5_000)],
      ['deep objects', json(deepObject(500))],
      ['__proto__ pollution', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'],
      ['NUL in keys and values', json({ [NUL]: NUL, a: NUL })],
      ['huge string', json({ a: 'x'.repeat(200_000) })],
    ];
    for (const [label, body] of raw) cases.push({ label, params, body });
    const keys = shapeOf(contract.body);
    for (const key of keys)
      for (const bad of BAD_VALUES)
        cases.push({ label: `body ${key}=${JSON.stringify(bad)?.slice(0, 16)}`, params, body: json({ [key]: bad }) });
    if (keys.length > 0)
      cases.push({
        label: 'every field a string with NUL',
        params,
        body: json(Object.fromEntries(keys.map((k) => [k, NUL]))),
      });
    const valid = VALID_BODIES[`${contract.method} ${contract.path}`];
    if (valid) {
      cases.push({ label: 'valid body, extra field', params, body: json({ ...valid, extra: 1 }) });
      for (const key of Object.keys(valid))
        for (const bad of [NUL, `${String(valid[key])}\u0000`, HUGE, null, 12])
          cases.push({
            label: `valid body but ${key}=${JSON.stringify(bad)?.slice(0, 16)}`,
            params,
            body: json({ ...valid, [key]: bad }),
          });
    }
    cases.push({ label: 'chunked oversize body', params, body: () => chunkedBody(4 * 1024 * 1024).stream });
  }
  if (contract.contentType === 'multipart/form-data') {
    cases.push({ label: 'JSON instead of a form', body: '{}', contentType: 'application/json' });
    cases.push({
      label: 'garbage multipart',
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--',
      contentType: 'multipart/form-data; boundary=x',
    });
    cases.push({ label: 'multipart without boundary', body: 'abc', contentType: 'multipart/form-data' });
    cases.push({
      label: 'chunked oversize form',
      body: () => chunkedBody(12 * 1024 * 1024).stream,
      contentType: 'multipart/form-data; boundary=x',
    });
  }
  return cases;
}

function requestOf(contract: EndpointContract, c: Case, sid: string | null): NextRequest {
  const path = contract.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(c.params?.[name] ?? PARAM_SAMPLE[name] ?? 'x'),
  );
  const url = new URL(path, 'http://localhost:3000');
  for (const [key, value] of Object.entries(c.query ?? {}))
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, v);
  const headers: Record<string, string> = { host: 'localhost:3000' };
  if (contract.method !== 'GET') headers.origin = 'http://localhost:3000';
  if (c.body !== undefined) headers['content-type'] = c.contentType ?? 'application/json';
  if (sid) headers.cookie = `sid=${sid}`;
  if (contract.auth === 'secret') headers.authorization = `Bearer ${SECRET}`;
  if (contract.idempotent) headers['idempotency-key'] = `fuzz-${Math.random().toString(36).slice(2, 12)}`;
  const body = typeof c.body === 'function' ? c.body() : c.body;
  return new NextRequest(url, {
    method: contract.method,
    headers,
    body: body as BodyInit | undefined,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as ConstructorParameters<typeof NextRequest>[1]);
}

for (const target of testDatabases()) {
  describe(`contract fuzzing on ${target.name}`, () => {
    let t: TestDb;
    let sid: string;
    let documented: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    beforeAll(async () => {
      Object.assign(process.env, { RATE_LIMIT_PUBLIC_WRITES: '0', REVALIDATE_SECRET: SECRET, OPS_SECRET: SECRET });
      resetEnvForTests();
      t = await target.open();
      useDatabaseForTests(t.db);
      ({ sid } = await signedInCustomer(t.db));
      documented = ((await (await openapi()).json()) as { paths: typeof documented }).paths;
    });
    afterAll(async () => {
      for (const key of ['RATE_LIMIT_PUBLIC_WRITES', 'REVALIDATE_SECRET', 'OPS_SECRET']) delete process.env[key];
      resetEnvForTests();
      await t.close();
    });

    it('every route module exports exactly the methods of its contracts (Next answers 405 to the others)', async () => {
      const byPath = new Map<string, Set<string>>();
      for (const c of CONTRACTS) (byPath.get(c.path) ?? byPath.set(c.path, new Set()).get(c.path)!).add(c.method);
      for (const [path, methods] of byPath) {
        const load = modules[moduleKey(path)];
        expect(load, `no route module for ${path}`).toBeDefined();
        const exported = Object.keys(await load!()).filter((name) =>
          /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/.test(name),
        );
        // A module may also serve a method no contract names (a gateway's callback GET); it must serve all that are named.
        for (const method of methods) expect(exported, `${path} ${method}`).toContain(method);
      }
    });

    it('answers every generated bad input with a documented 4xx, never a 500', async () => {
      const problems: string[] = [];
      let requests = 0;
      for (const contract of CONTRACTS) {
        const handler = (await modules[moduleKey(contract.path)]!())[contract.method]!;
        const allowed = new Set(
          Object.keys(documented[contract.path]?.[contract.method.toLowerCase()]?.responses ?? {}),
        );
        for (const c of casesOf(contract)) {
          for (const who of [sid, null]) {
            if (who === null && c.label !== 'no input' && c.body === undefined) continue; // anonymous: no input and the bodies
            requests++;
            const params = Object.fromEntries(
              [...contract.path.matchAll(/\{(\w+)\}/g)].map((m) => [
                m[1]!,
                c.params?.[m[1]!] ?? PARAM_SAMPLE[m[1]!] ?? 'x',
              ]),
            );
            const where = `${contract.method} ${contract.path} [${c.label}]${who ? ' signed in' : ''}`;
            let res: Response;
            try {
              res = await handler(requestOf(contract, c, who), { params: Promise.resolve(params) });
            } catch (error) {
              problems.push(`${where}: threw ${(error as Error).message}`);
              continue;
            }
            if (res.status >= 200 && res.status < 400) continue;
            if (res.status >= 500 || !allowed.has(String(res.status))) {
              problems.push(`${where}: ${res.status} ${(await res.text()).slice(0, 200)}`);
              continue;
            }
            const body: unknown = await res.json().catch(() => null);
            if (!apiErrorSchema.safeParse(body).success)
              problems.push(`${where}: ${res.status} with an undocumented body ${JSON.stringify(body)?.slice(0, 200)}`);
          }
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(problems, `${problems.length} of ${requests} answers`).toEqual([]);
      expect(requests).toBeGreaterThan(1_000);
    }, 240_000);
  });
}
