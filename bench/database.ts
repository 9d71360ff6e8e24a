/**
 * Which database our app runs on during the bench. The signed-in and API budgets are on PostgreSQL: when a
 * server answers `pg_isready` (127.0.0.1:5432 by default), the bench creates a fresh database there, migrates and
 * seeds it with the app's own `npm run db:migrate` (scripts/migrate.ts), and drops it at the end. Otherwise, or with
 * --db=pglite, our app runs as `npm start` does on the embedded PGlite.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { LOG_DIR, ROOT } from './paths';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';

export type DatabaseChoice = 'auto' | 'postgres' | 'pglite';

export interface PostgresTarget {
  /** Server URL without a database name, e.g. postgres://postgres@127.0.0.1:5432 */
  serverUrl: string;
}

export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  /** Shown in the report: the server and database name (never a password), or the embedded database. */
  label: string;
  /** For postgres: the URL our app gets. */
  url?: string;
  /** Drops the fresh database (postgres); a no-op for PGlite. Safe to call twice. */
  drop(): Promise<void>;
}

/** The database URL with its database name replaced (or added). */
export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What the report shows of a URL: user, host, port and database, no password. */
export function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** `pg_isready -h HOST -p PORT` succeeds (exit 0). False when pg_isready is not installed. */
export function postgresReady(serverUrl: string): boolean {
  const url = new URL(serverUrl);
  const result = spawnSync('pg_isready', ['-h', url.hostname, '-p', url.port || '5432'], {
    stdio: 'ignore',
    timeout: 10_000,
  });
  return result.status === 0;
}

/** Resolves --db=auto: PostgreSQL when it answers, else PGlite (with the reason, for the report). */
export function chooseDatabase(
  choice: DatabaseChoice,
  target: PostgresTarget,
): { kind: 'postgres' | 'pglite'; reason: string } {
  if (choice === 'pglite') return { kind: 'pglite', reason: '--db=pglite' };
  const ready = postgresReady(target.serverUrl);
  if (choice === 'postgres') {
    if (!ready) throw new Error(`--db=postgres, but pg_isready finds no server at ${redact(target.serverUrl)}`);
    return { kind: 'postgres', reason: '--db=postgres' };
  }
  return ready
    ? { kind: 'postgres', reason: `pg_isready answered at ${redact(target.serverUrl)}` }
    : { kind: 'pglite', reason: `no PostgreSQL answered pg_isready at ${redact(target.serverUrl)}` };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function admin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({
    connectionString: withDatabase(serverUrl, 'postgres'),
    connectionTimeoutMillis: 10_000,
  });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Migrations and seed as the app ships them, in a child (scripts/migrate.ts needs the react-server condition). */
function migrate(url: string): Promise<void> {
  mkdirSync(LOG_DIR, { recursive: true });
  const log = path.join(LOG_DIR, 'migrate.log');
  const fd = openSync(log, 'w');
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', path.join('scripts', 'migrate.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url, CONTENT_SOURCE: 'embedded' },
      stdio: ['ignore', fd, fd],
    },
  );
  closeSync(fd);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `scripts/migrate.ts exited ${code}: ${readFileSync(log, 'utf8').trim().split('\n').slice(-10).join('\n')}`,
            ),
          ),
    );
  });
}

/** A fresh, migrated and seeded database on the PostgreSQL server; dropped by drop(). */
export async function createPostgresDatabase(target: PostgresTarget): Promise<BenchDatabase> {
  const name = `sitrus_bench_${process.pid}_${Date.now()}`;
  const url = withDatabase(target.serverUrl, name);
  await admin(target.serverUrl, `CREATE DATABASE ${quoteIdent(name)}`);
  let dropped = false;
  const database: BenchDatabase = {
    kind: 'postgres',
    label: `PostgreSQL ${redact(url)}`,
    url,
    async drop() {
      if (dropped) return;
      dropped = true;
      // FORCE (PostgreSQL 13+): a server that did not close its pool in time must not keep the database alive.
      await admin(target.serverUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    },
  };
  try {
    await migrate(url);
  } catch (error) {
    await database.drop().catch(() => undefined);
    throw error;
  }
  return database;
}

export function embeddedDatabase(dbPort: number): BenchDatabase {
  return {
    kind: 'pglite',
    label: `embedded PGlite (npm start's database, port ${dbPort})`,
    drop: async () => undefined,
  };
}

/** The PostgreSQL server's version string, for the report; undefined when it cannot be read. */
export async function postgresVersion(serverUrl: string): Promise<string | undefined> {
  const client = new pg.Client({
    connectionString: withDatabase(serverUrl, 'postgres'),
    connectionTimeoutMillis: 5000,
  });
  try {
    await client.connect();
    const result = await client.query<{ server_version: string }>('SHOW server_version');
    return result.rows[0]?.server_version;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}
