import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { Pool } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from '@/server/db/schema';
import { seed } from '@/server/db/setup';
import type { Database } from '@/server/db/client';

export interface TestDb {
  name: string;
  /** Where the database listens (postgres://…), for a second pool or a proxy in front of it. */
  url: string;
  db: Database;
  pool: Pool;
  close(): Promise<void>;
}

/**
 * The databases integration tests run on: embedded PGlite (served on a socket, reached with node-postgres like
 * production) always, and the PostgreSQL of TEST_DATABASE_URL when set, each test file in a database of its own.
 */
export function testDatabases(): Array<{ name: string; open: () => Promise<TestDb> }> {
  const list = [{ name: 'pglite', open: openPglite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => openPostgres(url) });
  return list;
}

async function prepare(url: string, max = 4): Promise<{ db: Database; pool: Pool }> {
  const pool = new Pool({ connectionString: url, max });
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: path.join(process.cwd(), 'drizzle') });
  await seed(db);
  return { db, pool };
}

/**
 * Migrating and seeding a fresh database takes seconds (PGlite ~5 s), for every test file. Both are done once per
 * version of the schema and the seed: the key hashes the migrations, everything under server/db and the PGlite
 * version, so a change to any of them builds a new starting point and a stale one can never be used.
 */
function schemaKey(): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? files(full) : [full];
      });
  for (const file of [...files(path.join(process.cwd(), 'drizzle')), ...files(path.join(process.cwd(), 'server/db'))])
    hash.update(file).update(readFileSync(file));
  hash.update(readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

const CACHE_DIR = path.join(process.cwd(), 'node_modules/.cache/test-db');

/** The migrated, seeded PGlite data directory as a tarball, built on first use and kept under node_modules/.cache. */
async function pgliteStart(): Promise<Blob> {
  const file = path.join(CACHE_DIR, `pglite-${schemaKey()}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const pg = await PGlite.create();
  const server = new PGLiteSocketServer({ db: pg, host: '127.0.0.1', port: 0, maxConnections: 2 });
  await server.start();
  const { pool } = await prepare(`postgres://postgres@${server.getServerConn()}/postgres`, 1);
  await pool.end();
  await server.stop();
  const dump = await pg.dumpDataDir('gzip');
  await pg.close();
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed, so a test file running at the same time never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

async function openPglite(): Promise<TestDb> {
  const pg = await PGlite.create({ loadDataDir: await pgliteStart() });
  // Room for a second pool (the app's own, or one behind a fault proxy), as the embedded server of npm start has.
  const server = new PGLiteSocketServer({ db: pg, host: '127.0.0.1', port: 0, maxConnections: 8 });
  await server.start();
  // PGlite has one session: one connection keeps transactions whole.
  const url = `postgres://postgres@${server.getServerConn()}/postgres`;
  const pool = new Pool({ connectionString: url, max: 1 });
  const db = drizzle(pool, { schema });
  return {
    name: 'pglite',
    url,
    db,
    pool,
    async close() {
      await pool.end();
      await server.stop();
      await pg.close();
    },
  };
}

/** A database of its own on the PostgreSQL server (migrations name the public schema, so schemas won't do). */
async function openPostgres(url: string): Promise<TestDb> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  const template = await postgresTemplate(admin, url);
  // A copy of the migrated, seeded template. Two copies begun at the same instant can collide on the template's
  // lock ("being accessed by other users"): try again shortly.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      break;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const pool = new Pool({ connectionString: dbUrl.toString(), max: 4 });
  const db = drizzle(pool, { schema });
  return {
    name: 'postgres',
    url: dbUrl.toString(),
    db,
    pool,
    async close() {
      // pool.end() resolves once it has asked its connections to close, not once they have: wait for the server to
      // see them go, or the forced drop kills a closing connection and the pool throws an unhandled 'error'.
      await pool.end();
      await waitForNoSessions(admin, name);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The PostgreSQL template of this schema and seed (`tmpl_{key}`), migrated and seeded once under an advisory lock
 * so two test processes never build it together; templates of older keys are dropped.
 */
async function postgresTemplate(admin: Pool, url: string): Promise<string> {
  const template = `tmpl_${schemaKey()}`;
  const client = await admin.connect();
  try {
    await client.query('select pg_advisory_lock(727001)');
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'tmpl\\_%'",
    );
    if (!rows.some((row) => row.datname === template)) {
      await client.query(`create database ${template}`);
      const templateUrl = new URL(url);
      templateUrl.pathname = `/${template}`;
      const { pool } = await prepare(templateUrl.toString(), 1);
      await pool.end();
      await waitForNoSessions(client, template);
    }
    for (const row of rows)
      if (row.datname !== template) await client.query(`drop database if exists ${row.datname} with (force)`);
  } finally {
    await client.query('select pg_advisory_unlock(727001)');
    client.release();
  }
  return template;
}

async function waitForNoSessions(client: { query: Pool['query'] }, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
