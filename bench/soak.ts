/**
 * `npm run soak -- [--seconds=300] [--connections=50]`: a bounded soak of the production build. Our app runs on
 * `next start` against a fresh PostgreSQL database (the embedded PGlite when none answers), and autocannon sends,
 * for the given time, a mix of what customers do: public pages in three languages, catalogue and city API reads,
 * and a signed-in customer's cart writes. It reports every answer that is not a success, connection errors and
 * timeouts, latency, and the server's memory every 15 s; it fails when anything errored or memory kept growing.
 * It talks to 127.0.0.1 only and stops by itself. Needs a production build (`npx next build`).
 */
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chooseDatabase, createPostgresDatabase, embeddedDatabase, type BenchDatabase } from './database';
import { sampleMemory } from './memory';
import { ROOT } from './paths';
import { killAllNow, startAppOnPglite, startAppOnPostgres, stopAllServers } from './servers';
import { signInForBench } from './session';

const PORT = 3900;
const DB_PORT = 4900;
const SAMPLE_EVERY_MS = 15_000;
/** The seeded products of both lines (server/db/seed): oral care 101–109, skincare 201–210. */
const PRODUCT_IDS = [101, 102, 103, 104, 105, 106, 107, 108, 109, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210];
/** Memory may settle higher after the warm-up, but the last third of the run may not sit this far above the second. */
const MAX_GROWTH = 0.25;

function option(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

async function main(): Promise<void> {
  const seconds = option('seconds', 300);
  const connections = option('connections', 50);
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID')))
    throw new Error('no production build: run `npx next build` first');

  const choice = chooseDatabase('auto', {
    serverUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  const database: BenchDatabase =
    choice.kind === 'postgres'
      ? await createPostgresDatabase({
          serverUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
        })
      : embeddedDatabase(DB_PORT);
  try {
    const app =
      database.kind === 'postgres' && database.url
        ? await startAppOnPostgres(PORT, database.url)
        : await startAppOnPglite(PORT, DB_PORT);
    console.log(`soak: ${seconds} s, ${connections} connections, ${database.label} (${choice.reason})`);
    const cookie = await signInForBench(app.origin);
    const json = { accept: 'application/json', 'content-type': 'application/json', origin: app.origin };
    const page = { accept: 'text/html', 'accept-encoding': 'gzip, br' };
    let flip = 0;
    // Each connection walks this list in turn: reads outnumber writes as they do on a real site. Pages of both
    // lines and markets, and every public API read an outside probe mixed in (issue 27: reviews and their ratings,
    // catalogue, skin services and body parts, booking cities, delivery, rate-us), at 50 connections.
    const pages = [
      '/',
      '/hi/toothsi/pricing',
      '/uae-ar/toothsi',
      '/skinnsi',
      '/toothsi/products/101/removable-retainer',
      '/skinnsi/laser-hair-removal',
      '/experience-centre',
      '/blog',
    ];
    const reads = [
      '/api/v1/products?country=IN&locale=en',
      '/api/v1/products/101?country=IN&locale=en',
      '/api/v3/skinnsi/address/serviceable-cities?businessType=Skinnsi&raw=true',
      '/api/v1/reviews?subject=product:101',
      '/api/v1/reviews?subject=skin:lhr',
      '/api/v1/reviews?subject=aligners',
      '/api/v1/skinnsi/treatment-reviews?serviceCategory=lhr',
      '/api/v1/skinnsi/services?country=IN&city=Mumbai',
      '/api/v1/skinnsi/services/lhr/full-body?country=IN',
      '/api/v1/skinnsi/body-parts?serviceCategory=lhr&country=IN',
      '/api/v1/skinnsi/trial-body-parts?country=IN',
      '/api/v1/booking/cities?country=IN',
      '/api/v1/booking/scan-types?city=Mumbai&country=IN',
      '/api/v1/delivery/estimate?country=IN&pincode=400050',
      '/api/v1/referrals/amounts?country=AE',
      '/api/v1/rate-us/content?locale=hi-IN',
      '/api/v1/auth/session',
    ];
    // And reads of every market and language, so cached reads are also asked for while their entries are cold (each
    // request picks the next combination: 5 countries × 15 content locales × 2 lines, 20 products, 20 subjects).
    const countries = ['IN', 'AE', 'SA', 'QA', 'BH'];
    const locales = [
      'en',
      'ar',
      'ar-SA',
      'en-SA',
      'en-QA',
      'en-BH',
      'ar-QA',
      'ar-BH',
      'hi',
      'kn',
      'mr',
      'te',
      'ta',
      'bn',
      'gu',
    ];
    let turn = 0;
    const next = <T>(list: readonly T[], step = 1) => list[Math.floor(turn / step) % list.length] as T;
    const varied = (make: () => string): autocannon.Request => ({
      method: 'GET',
      setupRequest: (request) => {
        turn++;
        return { ...request, path: make(), headers: json };
      },
    });
    const requests: autocannon.Request[] = [
      varied(
        () =>
          `/api/v1/products?country=${next(countries)}&locale=${next(locales, 5)}&line=${next(['toothsi', 'skinnsi'], 75)}`,
      ),
      varied(
        () =>
          `/api/v1/products/${PRODUCT_IDS[turn % PRODUCT_IDS.length]}?country=${next(countries, 3)}&locale=${next(locales, 7)}`,
      ),
      varied(() => `/api/v1/reviews?subject=product:${PRODUCT_IDS[turn % PRODUCT_IDS.length]}`),
      varied(() => `/api/v1/skinnsi/services?country=${next(countries)}&city=${next(['Mumbai', 'Pune', 'Dubai'], 5)}`),
      ...pages.map((path): autocannon.Request => ({ method: 'GET', path, headers: page })),
      ...reads.map((path): autocannon.Request => ({ method: 'GET', path, headers: json })),
      { method: 'GET', path: '/my-account/orders', headers: { ...page, cookie } },
      { method: 'GET', path: '/api/v1/orders', headers: { ...json, cookie } },
      {
        method: 'POST',
        path: '/api/v1/cart/items?country=IN&locale=en',
        setupRequest: (request) => ({
          ...request,
          headers: { ...json, cookie, 'idempotency-key': randomUUID() },
          // Setting 1 then 2 keeps every write valid however long the run: adding would reach the per-item limit.
          body: JSON.stringify({ productId: 103, quantity: (flip++ % 2) + 1, mode: 'set' }),
        }),
      },
    ];
    // Which requests failed, and how (autocannon counts them, but not by path).
    const failures = new Map<string, number>();
    for (const request of requests) {
      request.onResponse = (status: number) => {
        if (status < 200 || status >= 300) {
          const key = `${status} ${request.method} ${request.path ?? 'a varied read (see the list)'}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      };
    }
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(sampleMemory(app.pid).serverKb), SAMPLE_EVERY_MS);
    samples.push(sampleMemory(app.pid).serverKb);
    const result = await autocannon({ url: app.origin, connections, duration: seconds, timeout: 10, requests });
    clearInterval(sampler);
    samples.push(sampleMemory(app.pid).serverKb);

    const third = Math.max(1, Math.floor(samples.length / 3));
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const middle = mean(samples.slice(third, 2 * third));
    const last = mean(samples.slice(-third));
    const growth = middle > 0 ? last / middle - 1 : 0;
    console.log(
      `requests ${result.requests.total} (${(result.requests.total / result.duration).toFixed(0)}/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
    console.log(`not 2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`);
    for (const [key, n] of [...failures].sort((a, b) => b[1] - a[1])) console.log(`  ${n} × ${key}`);
    console.log(
      `server RSS every ${SAMPLE_EVERY_MS / 1000} s (MB): ${samples.map((kb) => (kb / 1024).toFixed(0)).join(' ')}; last third vs middle third ${(growth * 100).toFixed(1)}%`,
    );
    const failed = result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || growth > MAX_GROWTH;
    console.log(failed ? 'soak: FAILED' : 'soak: passed (no errors, memory flat)');
    process.exitCode = failed ? 1 : 0;
  } finally {
    await stopAllServers();
    await database.drop();
  }
}

process.on('exit', killAllNow);
main().catch((error: unknown) => {
  console.error(`soak: ${(error as Error).message}`);
  killAllNow();
  process.exit(1);
});
