// Two `next start` instances of the production build behind deploy/nginx, sharing Redis (Next's cache handler) and a
// PostgreSQL database, behave as one: a revalidation received by one changes what the other serves, a session, a cart
// and an idempotent retry carry across, and a due SMS goes out once although both run the jobs every second.
// Needs `next build` first: `SCALE_OUT_TEST=1 npx vitest run --project deploy tests/deploy/scale-out.test.ts`
// (npm test runs it after the build). Without SCALE_OUT_TEST it is skipped, so `npx vitest run` before the build
// does not start it.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createClient } from '@redis/client';
import { redisAnswers } from '@/tests/fixtures/redis';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { z } from 'zod';
import { money } from '@/lib/money';
import { schemaPrice } from '@/lib/structured-data';
import { migrateAndSeed } from '@/scripts/migrate';
import { ensureNginx, freePort, send, sleep, startNginx, type Reply, type RunningNginx } from './nginx-harness';
import {
  ADMIN_DATABASE_URL,
  ensurePostgres,
  startInstance,
  stopInstance,
  waitUntilServing,
  type Instance,
} from './app-instance';

const enabled = process.env.SCALE_OUT_TEST === '1';
const root = process.cwd();
const REDIS_URL = process.env.SCALE_OUT_REDIS_URL ?? 'redis://127.0.0.1:6379';

const runId = randomBytes(4).toString('hex');
const REVALIDATE_SECRET = `scale-out-revalidate-${runId}`;
const REDIS_KEY_PREFIX = `scale-out-${runId}:`;
/** The host name requests through nginx carry (nginx passes `$host`, without a port, to the app). */
const SITE_HOST = 'toothsi.test';
const PRODUCT = {
  id: 101,
  page: '/toothsi/products/101/removable-retainer',
  api: '/api/v1/products/101?country=IN&locale=en',
};

// ---- services: Redis, PostgreSQL, nginx, started when they are not running --------------------------------------

async function ensureRedis(): Promise<void> {
  if (await redisAnswers(REDIS_URL)) return;
  const started = spawnSync(
    'redis-server',
    ['--daemonize', 'yes', '--port', '6379', '--save', '', '--appendonly', 'no'],
    { encoding: 'utf8' },
  );
  for (let i = 0; i < 50; i++) {
    if (await redisAnswers(REDIS_URL)) return;
    await sleep(100);
  }
  throw new Error(
    `Redis does not answer at ${REDIS_URL}, and redis-server could not start it: ${started.error?.message ?? (started.stderr || started.stdout || `exit ${started.status}`).trim()}`,
  );
}

// ---- a stand-in for Twilio's Messages API that counts every SMS delivered ------------------------------------------

class SmsGateway {
  readonly delivered = new Map<string, number>();
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body = new URLSearchParams(raw).get('Body') ?? '';
        this.delivered.set(body, (this.delivered.get(body) ?? 0) + 1);
        // A slow gateway stretches each job run past the next tick of both instances: runs would overlap without the lock.
        setTimeout(
          () => res.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1","status":"queued"}'),
          300,
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    if (this.server) await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

// ---- the app instances -----------------------------------------------------------------------------------------

// ---- HTTP through nginx or straight to one instance --------------------------------------------------------------

interface Target {
  name: string;
  port: number;
  /** The Host the app sees, and so the Origin a browser on it would send. */
  host: string;
}

class Jar {
  private cookies = new Map<string, string>();
  take(reply: Reply): void {
    const header = reply.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!name) continue;
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  jar?: Jar;
  headers?: Record<string, string>;
}

async function call(target: Target, urlPath: string, options: CallOptions = {}): Promise<Reply> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Host: target.host, Accept: 'application/json', ...options.headers };
  const cookie = options.jar?.header();
  if (cookie) headers.Cookie = cookie;
  if (method !== 'GET') headers.Origin ??= `http://${target.host}`; // the Origin check on writes (server/api/handler.ts)
  let body: string | undefined;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  const reply = await send(target.port, urlPath, { method, headers, body });
  options.jar?.take(reply);
  return reply;
}

function json<S extends z.ZodType>(reply: Reply, schema: S): z.output<S> {
  const parsed = schema.safeParse(JSON.parse(reply.text));
  if (!parsed.success) throw new Error(`unexpected answer ${reply.status}: ${reply.text.slice(0, 500)}`);
  return parsed.data;
}

const productAnswer = z.object({ product: z.object({ id: z.number(), price: z.object({ amountMinor: z.number() }) }) });
const sessionAnswer = z.object({ user: z.object({ id: z.string(), phone: z.string() }).nullable() });
const outboxAnswer = z.object({ messages: z.array(z.object({ recipient: z.string(), body: z.string() })) });
const cartAnswer = z.object({
  cart: z.object({
    count: z.number(),
    lines: z.array(z.object({ productId: z.number().nullable(), quantity: z.number() })),
  }),
});
const addressAnswer = z.object({ address: z.object({ id: z.string() }) });

// ---- the test --------------------------------------------------------------------------------------------------

describe.skipIf(!enabled)(
  `two next start instances behind nginx, on Redis and PostgreSQL${enabled ? '' : ' (SKIPPED: set SCALE_OUT_TEST=1 after next build)'}`,
  () => {
    const gateway = new SmsGateway();
    const instances: Instance[] = [];
    let nginx: RunningNginx | undefined;
    let admin: Pool | undefined;
    let pool: Pool | undefined;
    let databaseName: string | undefined;
    let a: Target;
    let b: Target;
    let front: Target;

    beforeAll(async () => {
      if (!existsSync(path.join(root, '.next', 'BUILD_ID')))
        throw new Error('no production build in .next: run `npx next build` first');
      const nginxReady = ensureNginx();
      if (!nginxReady.ok) throw new Error(`nginx: ${nginxReady.reason}`);
      await ensureRedis();
      await ensurePostgres();

      admin = new Pool({ connectionString: ADMIN_DATABASE_URL, max: 1 });
      databaseName = `scale_out_${runId}`;
      await admin.query(`create database ${databaseName}`);
      const url = new URL(ADMIN_DATABASE_URL);
      url.pathname = `/${databaseName}`;
      const databaseUrl = url.toString();
      await migrateAndSeed(databaseUrl);
      pool = new Pool({ connectionString: databaseUrl, max: 2 });

      const smsApi = await gateway.start();
      const env: NodeJS.ProcessEnv = {
        // A clean environment: nothing of vitest's (NODE_ENV=test, its workers' variables) reaches the servers.
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        REDIS_KEY_PREFIX,
        AUTH_SECRET: randomBytes(32).toString('base64url'), // the same for both: either checks the other's codes
        REVALIDATE_SECRET,
        UNSAFE_LOCAL_PRODUCTION: '1', // the sandbox gateway and a localhost site URL, on this test machine
        DEV_OUTBOX: '1',
        JOBS_INTERVAL_SECONDS: '1',
        TRUST_PROXY: '1',
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC-scale-out',
        TWILIO_AUTH_TOKEN: 'scale-out',
        TWILIO_FROM: '+15005550006',
        TWILIO_API_BASE: smsApi,
      };
      const [portA, portB] = [await freePort(), await freePort()];
      instances.push(startInstance('A', portA!, env), startInstance('B', portB!, env));
      await Promise.all(instances.map(waitUntilServing));
      a = { name: 'A', port: portA!, host: `127.0.0.1:${portA}` };
      b = { name: 'B', port: portB!, host: `127.0.0.1:${portB}` };
      nginx = await startNginx([`127.0.0.1:${portA}`, `127.0.0.1:${portB}`]);
      front = { name: 'nginx', port: nginx.port, host: SITE_HOST };
    }, 180_000);

    afterAll(async () => {
      const steps: Array<() => Promise<unknown>> = [
        () => Promise.all(instances.map(stopInstance)),
        async () => nginx?.stop(),
        () => gateway.stop(),
        async () => pool?.end(),
        async () => {
          if (admin && databaseName) await admin.query(`drop database if exists ${databaseName} with (force)`);
        },
        async () => admin?.end(),
        async () => {
          if (!(await redisAnswers(REDIS_URL))) return;
          const client = createClient({ url: REDIS_URL });
          await client.connect();
          for await (const keys of client.scanIterator({ MATCH: `${REDIS_KEY_PREFIX}*`, COUNT: 1000 }))
            if (keys.length) await client.unlink(keys);
          client.destroy();
        },
      ];
      // Every step runs, whatever failed before it.
      for (const step of steps)
        await step().catch((error: unknown) => console.error('[scale-out] cleanup step failed', error));
    }, 60_000);

    const showLogsOnFailure = () =>
      onTestFailed(() => {
        for (const instance of instances)
          console.log(`--- instance ${instance.name} (last lines)\n${instance.output.slice(-60).join('\n')}`);
        if (nginx) console.log(`--- nginx\n${nginx.log()}`);
      });

    const setPrice = (amountMinor: number) =>
      pool!.query("update product_prices set amount_minor = $1 where product_id = $2 and country = 'IN'", [
        amountMinor,
        PRODUCT.id,
      ]);
    const apiPrice = async (target: Target) => {
      const reply = await call(target, PRODUCT.api);
      expect(reply.status, `${target.name} ${PRODUCT.api}`).toBe(200);
      return json(reply, productAnswer).product.price.amountMinor;
    };
    /** The price in the page's JSON-LD offer, or null when the page does not show it. */
    const pageShows = async (target: Target, amountMinor: number) => {
      const reply = await call(target, PRODUCT.page, { headers: { Accept: 'text/html' } });
      expect(reply.status, `${target.name} ${PRODUCT.page}`).toBe(200);
      return reply.text.includes(`"price":"${schemaPrice(money(amountMinor, 'INR'))}"`);
    };
    const revalidateCatalog = (target: Target) =>
      call(target, '/api/revalidate', {
        method: 'POST',
        body: { tags: ['catalog'] },
        headers: { Authorization: `Bearer ${REVALIDATE_SECRET}` },
      });
    async function eventually(what: string, check: () => Promise<boolean>, ms = 10_000): Promise<void> {
      const deadline = Date.now() + ms;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
        await sleep(200);
      }
    }

    it('a revalidation received by instance A changes what instance B serves; nginx purges on the webhook', async () => {
      showLogsOnFailure();
      const { rows } = await pool!.query<{ amount_minor: number }>(
        "select amount_minor from product_prices where product_id = $1 and country = 'IN'",
        [PRODUCT.id],
      );
      const before = rows[0]!.amount_minor;
      const after = before + 1111;
      const later = before + 2222;

      // B renders the product (API data and ISR page) into the shared cache.
      expect(await apiPrice(b)).toBe(before);
      expect(await pageShows(b, before)).toBe(true);
      const redis = createClient({ url: REDIS_URL });
      await redis.connect();
      try {
        const keys: string[] = [];
        for await (const batch of redis.scanIterator({ MATCH: `${REDIS_KEY_PREFIX}*`, COUNT: 1000 }))
          keys.push(...batch);
        expect(keys.length, 'cache entries in Redis under this run’s prefix').toBeGreaterThan(0);
        // The API's read is a `'use cache'` function: its entry is in Redis too (server/use-cache-handler.mjs).
        expect(
          keys.filter((key) => key.includes(':use-cache:')).length,
          "'use cache' entries in Redis",
        ).toBeGreaterThan(0);
      } finally {
        redis.destroy();
      }

      // The database changes. A, which never served this product, answers with the copy B cached (the API's
      // `'use cache'` read and the page's ISR entry), not the database's.
      await setPrice(after);
      expect(await apiPrice(a)).toBe(before);
      expect(await pageShows(a, before)).toBe(true);
      expect(await apiPrice(b)).toBe(before);

      // The CMS webhook reaches A only; B serves the new price.
      const webhook = await revalidateCatalog(a);
      expect([webhook.status, webhook.text]).toEqual([200, JSON.stringify({ revalidated: ['catalog'] })]);
      await eventually('B serves the new price from the API', async () => (await apiPrice(b)) === after);
      await eventually('B serves the new price on the product page', () => pageShows(b, after));
      expect(await apiPrice(a)).toBe(after);

      // Through nginx: its cache keeps the page, and the webhook through it purges that copy too.
      expect(await pageShows(front, after)).toBe(true);
      const kept = await call(front, PRODUCT.page, { headers: { Accept: 'text/html' } });
      expect(kept.cache).toBe('HIT');
      await setPrice(later);
      const purge = await revalidateCatalog(front);
      expect([purge.status, purge.headers['x-cache-purged']]).toEqual([200, 'all']);
      await eventually('nginx serves the new price on the product page', () => pageShows(front, later));
      expect([await apiPrice(a), await apiPrice(b)]).toEqual([later, later]);
    }, 60_000);

    it('a session, a cart and an idempotent retry work across instances', async () => {
      showLogsOnFailure();
      const jar = new Jar();
      const phone = `9${String(randomInt(100_000_000, 999_999_999))}`;
      const e164 = `+91${phone}`;

      // Sign in: the code is asked on A, read from the outbox on B, checked on A.
      expect(
        (await call(a, '/api/v1/auth/otp/send', { method: 'POST', body: { phone, country: 'IN' }, jar })).status,
      ).toBe(202);
      let code: string | undefined;
      await eventually('the sign-in code in the outbox', async () => {
        const { messages } = json(await call(b, '/dev/outbox?format=json'), outboxAnswer);
        code = /\b(\d{6})\b/.exec(messages.find((m) => m.recipient === e164)?.body ?? '')?.[1];
        return code !== undefined;
      });
      const verified = await call(a, '/api/v1/auth/otp/verify', {
        method: 'POST',
        body: { phone, country: 'IN', code },
        jar,
      });
      expect(verified.status, verified.text).toBe(200);
      expect(jar.header()).toMatch(/(^|; )sid=/);

      // The session cookie A set works on B and through nginx.
      for (const target of [b, front, a]) {
        const { user } = json(await call(target, '/api/v1/auth/session', { jar }), sessionAnswer);
        expect(user?.phone, `session on ${target.name}`).toBe(e164);
      }

      // Cart: added on A, read on B and through nginx.
      const added = await call(a, '/api/v1/cart/items?country=IN&locale=en', {
        method: 'POST',
        body: { productId: PRODUCT.id, quantity: 2 },
        jar,
      });
      expect(added.status, added.text).toBe(200);
      const onB = json(await call(b, '/api/v1/cart?country=IN&locale=en', { jar }), cartAnswer).cart;
      expect(onB.lines.find((l) => l.productId === PRODUCT.id)?.quantity).toBe(2);
      const throughNginx = json(await call(front, '/api/v1/cart?country=IN&locale=en', { jar }), cartAnswer).cart;
      expect(throughNginx.count).toBe(onB.count);

      // An idempotent retry: the same write with the same key, first on A, then on B, then through nginx.
      const address = {
        recipientName: 'Asha Rao',
        phone: '98200 12345',
        line1: '12 Hill Road, Bandra West',
        city: 'Mumbai',
        pincode: '400050',
        country: 'IN',
      };
      const key = `scale-out-${runId}-address`;
      const first = await call(a, '/api/v1/addresses', {
        method: 'POST',
        body: address,
        jar,
        headers: { 'Idempotency-Key': key },
      });
      expect(first.status, first.text).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const id = json(first, addressAnswer).address.id;
      for (const target of [b, front]) {
        const retry = await call(target, '/api/v1/addresses', {
          method: 'POST',
          body: address,
          jar,
          headers: { 'Idempotency-Key': key },
        });
        expect([retry.status, retry.headers['idempotent-replayed']], `retry on ${target.name}`).toEqual([201, 'true']);
        expect(json(retry, addressAnswer).address.id).toBe(id);
      }
      const { rows } = await pool!.query<{ n: number }>(
        'select count(*)::int as n from addresses a join users u on u.id = a.user_id where u.phone = $1',
        [e164],
      );
      expect(rows[0]?.n).toBe(1);
    }, 60_000);

    it('a due SMS goes out once although both instances run the jobs every second', async () => {
      showLogsOnFailure();
      const bodies = Array.from({ length: 4 }, (_, i) => `scale-out ${runId} reminder ${i + 1}`);
      const { rows } = await pool!.query<{ id: string }>(
        "insert into outbox_messages (recipient, purpose, provider, body) select '+919820012345', 'reminder', 'queue', unnest($1::text[]) returning id",
        [bodies],
      );
      const ids = rows.map((r) => r.id);
      const sent = async () =>
        (
          await pool!.query<{ n: number }>(
            'select count(*)::int as n from outbox_messages where id = any($1::uuid[]) and sent_at is not null',
            [ids],
          )
        ).rows[0]?.n ?? 0;
      await eventually('every queued SMS marked sent', async () => (await sent()) === bodies.length, 20_000);
      // A few more ticks of both instances: nothing goes out a second time.
      await sleep(3000);
      expect(bodies.map((body) => gateway.delivered.get(body) ?? 0)).toEqual(bodies.map(() => 1));
      const { rows: states } = await pool!.query<{ provider: string; error: string | null }>(
        'select provider, error from outbox_messages where id = any($1::uuid[])',
        [ids],
      );
      expect(states.every((s) => s.provider === 'twilio' && s.error === null)).toBe(true);
    }, 40_000);
  },
);
