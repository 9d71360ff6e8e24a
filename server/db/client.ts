import 'server-only';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema';
import { env } from '../env';
import { AppError } from '../errors';

export type Database = NodePgDatabase<typeof schema>;

let pool: Pool | undefined;
let database: Database | undefined;

/** The app's database (a pool over DATABASE_URL). `npm start` sets DATABASE_URL to the embedded PGlite server. */
export function db(): Database {
  if (database) return database;
  const url = env().DATABASE_URL;
  if (!url) throw new AppError('DATABASE_UNAVAILABLE', 'The database is not configured (DATABASE_URL is unset).');
  pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10), idleTimeoutMillis: 30_000 });
  pool.on('error', (error) => console.error('[db] idle client error', error));
  database = drizzle(pool, { schema });
  return database;
}

/** Tests point the app at their own database. */
export function useDatabaseForTests(next: Database): void {
  database = next;
}

/** A database or an open transaction on it: helpers that must join the caller's transaction take this. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
