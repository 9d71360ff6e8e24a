import 'server-only';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serviceableCities } from './schema';
import { CITY_SEED } from './seed-data';

export const MIGRATIONS_DIR = path.join(process.cwd(), 'drizzle');

// Any drizzle Postgres database: node-postgres in the app, PGlite in the start script.
type AnyPg = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** Idempotent seed: running it twice leaves the same rows. */
export async function seed(database: AnyPg): Promise<void> {
  for (const row of CITY_SEED) {
    await database
      .insert(serviceableCities)
      .values(row)
      .onConflictDoUpdate({
        target: serviceableCities.city,
        set: { defaultPincode: row.defaultPincode, pincodePrefixes: row.pincodePrefixes, toothsi: row.toothsi, skinnsi: row.skinnsi },
      });
  }
  // Keep the id sequence ahead of any ids a CMS import may have written.
  await database.execute(sql`select setval(pg_get_serial_sequence('serviceable_cities', 'id'), greatest((select max(id) from serviceable_cities), 1))`);
}
