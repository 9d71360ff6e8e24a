/** Migrations and seed over node-postgres (a real PostgreSQL). `npm run db:migrate` runs this file. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Pool } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { seed } from '@/server/db/setup';

/** How long start-up waits for the database to accept a connection (DATABASE_CONNECT_TIMEOUT_MS, 2 s by default). */
export function connectTimeoutMs(): number {
  const value = Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 2_000);
  return Number.isFinite(value) && value > 0 ? value : 2_000;
}

/** host:port of a database URL, with the default port, for messages (never the user or password). */
export function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`;
  } catch {
    return 'an invalid DATABASE_URL';
  }
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'ECONNREFUSED: nothing accepts connections there',
  ECONNRESET: 'ECONNRESET: the connection was cut',
  ENOTFOUND: 'ENOTFOUND: no such host',
  EAI_AGAIN: 'EAI_AGAIN: the host name could not be resolved',
  EHOSTUNREACH: 'EHOSTUNREACH: no route to the host',
  ENETUNREACH: 'ENETUNREACH: no route to the network',
  ETIMEDOUT: 'ETIMEDOUT: the connection timed out',
  '28P01': 'the password was refused',
  '28000': 'the server refused this user',
  '3D000': 'the database does not exist',
  '57P03': 'the server is starting up or shutting down',
};

/**
 * Why a database could not be used, in one line naming where it is: "could not reach the database at
 * 127.0.0.1:5432 (ECONNREFUSED: nothing accepts connections there)". Never the bound parameters of a query.
 */
export function describeDatabaseFailure(url: string, error: unknown, timeoutMs = connectTimeoutMs()): string {
  const where = databaseAddress(url);
  let code: string | undefined;
  const messages: string[] = [];
  for (
    let link: unknown = error, depth = 0;
    link && typeof link === 'object' && depth < 5;
    link = (link as { cause?: unknown }).cause, depth++
  ) {
    const c = (link as { code?: unknown }).code;
    if (!code && typeof c === 'string') code = c;
    const m = (link as { message?: unknown }).message;
    if (typeof m === 'string') messages.push(m.replace(/\nparams: [\s\S]*$/, ''));
  }
  const innermost = messages[messages.length - 1] ?? String(error);
  if (code && REASONS[code]) return `could not reach the database at ${where} (${REASONS[code]})`;
  if (messages.some((m) => /timeout/i.test(m)))
    return `could not reach the database at ${where} (no answer in ${Math.round(timeoutMs / 100) / 10} s)`;
  if (messages.some((m) => /Connection terminated/i.test(m)))
    return `could not reach the database at ${where} (the connection was closed: ${innermost})`;
  return `the database at ${where} failed: ${code ? `[${code}] ` : ''}${innermost}`;
}

/** Opens one connection within the connect timeout, or throws an Error whose message says where and why. */
export async function assertDatabaseReachable(url: string, timeoutMs = connectTimeoutMs()): Promise<void> {
  const pool = new Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    keepAlive: true,
  });
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    throw new Error(describeDatabaseFailure(url, error, timeoutMs), { cause: error });
  } finally {
    await pool.end().catch(() => undefined);
  }
}

export async function migrateAndSeed(url: string, options: { migrationsSchema?: string } = {}): Promise<void> {
  // Reach it first, within seconds: an unreachable server must not look like a failed migration, nor hang.
  await assertDatabaseReachable(url);
  const pool = new Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: connectTimeoutMs(),
    keepAlive: true,
  });
  pool.on('error', () => undefined);
  try {
    const database = drizzle(pool);
    await migrate(database, {
      migrationsFolder: path.join(process.cwd(), 'drizzle'),
      migrationsSchema: options.migrationsSchema,
    });
    await seed(database);
  } catch (error) {
    throw new Error(`migrating and seeding: ${describeDatabaseFailure(url, error)}`, { cause: error });
  } finally {
    await pool.end().catch(() => undefined);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('db:migrate needs DATABASE_URL (npm start migrates the embedded database by itself).');
    process.exit(1);
  }
  migrateAndSeed(url).then(
    () => console.log('migrated and seeded'),
    (error: unknown) => {
      console.error(`[db:migrate] ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
