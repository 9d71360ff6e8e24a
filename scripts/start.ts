/**
 * `npm start`: builds once if there is no production build, prepares the database (the embedded PGlite server
 * when DATABASE_URL is unset; migrations and seed either way), then runs `next start` against it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedDb, type EmbeddedDb } from './embedded-db';
import { migrateAndSeed } from './migrate';

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
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.log('[start] no production build yet: running next build (one time)…');
    const code = await run(['build'], { ...process.env, NODE_ENV: 'production' });
    if (code !== 0) process.exit(code);
  }

  let embedded: EmbeddedDb | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await migrateAndSeed(databaseUrl);
    console.log('[start] database migrated and seeded');
  } else {
    embedded = await startEmbeddedDb({
      dataDir: path.resolve(root, process.env.PGLITE_DATA_DIR ?? path.join('.data', 'pglite')),
      port: Number(process.env.PGLITE_PORT ?? 54329),
      migrationsFolder: path.join(root, 'drizzle'),
    });
    databaseUrl = embedded.url;
    console.log(`[start] embedded PostgreSQL (PGlite) on ${databaseUrl.replace(/:[^:@/]+@/, ':***@')}, data in ${process.env.PGLITE_DATA_DIR ?? '.data/pglite'}`);
  }

  // PGlite serves one session; a single pooled connection keeps every transaction on it whole.
  const env = { ...process.env, NODE_ENV: 'production' as const, DATABASE_URL: databaseUrl, ...(embedded ? { DATABASE_POOL_MAX: '1' } : {}) };
  const child = spawn(process.execPath, [nextBin, 'start', '-p', port], { stdio: 'inherit', env });
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', async (code) => {
    await embedded?.stop();
    process.exit(code ?? 0);
  });
}

main().catch((error: unknown) => {
  console.error(`[start] ${(error as Error).message}`);
  process.exit(1);
});
