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
    // Each connection walks this list in turn: reads outnumber writes as they do on a real site.
    const requests: autocannon.Request[] = [
      { method: 'GET', path: '/', headers: page },
      { method: 'GET', path: '/hi/toothsi/pricing', headers: page },
      { method: 'GET', path: '/uae-ar/toothsi', headers: page },
      { method: 'GET', path: '/toothsi/products/101/removable-retainer', headers: page },
      { method: 'GET', path: '/api/v1/products?country=IN&locale=en', headers: json },
      {
        method: 'GET',
        path: '/api/v3/skinnsi/address/serviceable-cities?businessType=Skinnsi&raw=true',
        headers: json,
      },
      { method: 'GET', path: '/my-account/orders', headers: { ...page, cookie } },
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
