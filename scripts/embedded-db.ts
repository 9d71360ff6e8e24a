/**
 * The embedded PostgreSQL: PGlite on disk, served on a local socket by pglite-socket, so the app connects with
 * node-postgres exactly as it would to a real server. One process owns the data directory; a second one fails
 * fast with a clear message instead of corrupting it.
 */
import { mkdirSync, openSync, closeSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { seed } from '../server/db/setup';

/** Connections the embedded server accepts: a pool of one per module graph, with room to spare. */
const EMBEDDED_MAX_CONNECTIONS = 16;

export interface EmbeddedDb {
  url: string;
  stop(): Promise<void>;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(lockFile);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (owner && isRunning(owner)) {
        throw new Error(`The embedded database in ${path.dirname(lockFile)} is already open by process ${owner}. Stop that process (or set DATABASE_URL) and try again.`);
      }
      unlinkSync(lockFile); // A crashed owner left its lock behind.
    }
  }
  throw new Error('Could not lock the embedded database.');
}

/** Opens (or creates) the database in `dataDir`, migrates and seeds it, and serves it on 127.0.0.1:`port`. */
export async function startEmbeddedDb({ dataDir, port, migrationsFolder }: { dataDir?: string; port: number; migrationsFolder: string }): Promise<EmbeddedDb> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireLock(path.join(dataDir, '..', `${path.basename(dataDir)}.lock`));
  }
  try {
    const pg = await PGlite.create(dataDir ?? 'memory://');
    const database = drizzle(pg);
    await migrate(database, { migrationsFolder });
    await seed(database);
    // Next.js loads server code in several module graphs (route handlers, pages, instrumentation), each with its
    // own pool; PGlite is one session, and the socket server's queue keeps a transaction's statements together and
    // holds the other connections' statements until it ends, so several connections are safe (the default is one).
    const server = new PGLiteSocketServer({ db: pg, host: '127.0.0.1', port, maxConnections: EMBEDDED_MAX_CONNECTIONS });
    await server.start();
    const address = server.getServerConn();
    return {
      url: `postgres://postgres:postgres@${address}/postgres?sslmode=disable`,
      async stop() {
        await server.stop();
        await pg.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
