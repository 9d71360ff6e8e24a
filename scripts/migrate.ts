/** Migrations and seed over node-postgres (a real PostgreSQL). `npm run db:migrate` runs this file. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Pool } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { seed } from '../server/db/setup';

export async function migrateAndSeed(url: string, options: { migrationsSchema?: string } = {}): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    const database = drizzle(pool);
    await migrate(database, { migrationsFolder: path.join(process.cwd(), 'drizzle'), migrationsSchema: options.migrationsSchema });
    await seed(database);
  } finally {
    await pool.end();
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
      console.error(error);
      process.exit(1);
    },
  );
}
