import { randomBytes } from 'node:crypto';
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

async function openPglite(): Promise<TestDb> {
  const pg = await PGlite.create();
  // Room for a second pool (the app's own, or one behind a fault proxy), as the embedded server of npm start has.
  const server = new PGLiteSocketServer({ db: pg, host: '127.0.0.1', port: 0, maxConnections: 8 });
  await server.start();
  // PGlite has one session: one connection keeps transactions whole.
  const url = `postgres://postgres@${server.getServerConn()}/postgres`;
  const { db, pool } = await prepare(url, 1);
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
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const { db, pool } = await prepare(dbUrl.toString());
  return {
    name: 'postgres',
    url: dbUrl.toString(),
    db,
    pool,
    async close() {
      // pool.end() resolves once it has asked its connections to close, not once they have: wait for the server to
      // see them go, or the forced drop kills a closing connection and the pool throws an unhandled 'error'.
      await pool.end();
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
