/**
 * `npm start`: builds once if there is no production build, prepares the database (the embedded PGlite server
 * when DATABASE_URL is unset; migrations and seed either way), then runs Next's own production server
 * (`next start`) against it.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedDb, type EmbeddedDb } from './embedded-db';
import { databaseAddress, migrateAndSeed } from './migrate';
import { envFlag } from '@/lib/env-flag';

const root = process.cwd();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const port = process.env.PORT ?? '3000';

function run(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [nextBin, ...args], { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  if (envFlag(false).catch(false).parse(process.env.DEV_OUTBOX)) {
    console.warn(
      '\n!!! DEV_OUTBOX is ON: /dev/outbox shows every SMS, sign-in codes included. Never enable this in production. !!!\n',
    );
  }
  // The database first, so an unreachable one is reported within seconds, not after a build.
  let embedded: EmbeddedDb | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await migrateAndSeed(databaseUrl);
    console.log(`[start] database at ${databaseAddress(databaseUrl)} migrated and seeded`);
  } else {
    embedded = await startEmbeddedDb({
      dataDir: path.resolve(root, process.env.PGLITE_DATA_DIR ?? path.join('.data', 'pglite')),
      port: Number(process.env.PGLITE_PORT ?? 54329),
      migrationsFolder: path.join(root, 'drizzle'),
    });
    databaseUrl = embedded.url;
    console.log(
      `[start] embedded PostgreSQL (PGlite) on ${databaseUrl.replace(/:[^:@/]+@/, ':***@')}, data in ${process.env.PGLITE_DATA_DIR ?? '.data/pglite'}`,
    );
  }

  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.log('[start] no production build yet: running next build (one time)…');
    const code = await run(['build'], { ...process.env, NODE_ENV: 'production' });
    if (code !== 0) {
      await embedded?.stop();
      process.exit(code);
    }
  }

  // PGlite serves one session; a single pooled connection keeps every transaction on it whole. The embedded
  // database means a developer's machine: the sandbox gateway and a localhost site URL are allowed (server/env.ts).
  const local = embedded
    ? { DATABASE_POOL_MAX: '1', UNSAFE_LOCAL_PRODUCTION: process.env.UNSAFE_LOCAL_PRODUCTION ?? '1' }
    : {};
  if (local.UNSAFE_LOCAL_PRODUCTION === '1') {
    console.warn(
      '\n!!! UNSAFE_LOCAL_PRODUCTION is ON (embedded database): sandbox payments anyone can mark paid, localhost URLs. Not for customers. !!!\n',
    );
  }
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: authSecret(),
    ...local,
  };
  // Next's server runs in its own process; the embedded database stays in this one.
  const child = spawn(process.execPath, [nextBin, 'start', '--port', port], {
    stdio: 'inherit',
    env: { ...env, PORT: port },
  });
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', async (code) => {
    await embedded?.stop();
    process.exit(code ?? 0);
  });
}

/** AUTH_SECRET from the environment, or one made once for this machine and kept in .data/ (never committed). */
function authSecret(): string {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const file = path.join(root, '.data', 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

main().catch((error: unknown) => {
  console.error(`[start] ${(error as Error).message}`);
  process.exit(1);
});
