/**
 * The embedded PostgreSQL: PGlite on disk, served on a local socket by pglite-socket, so the app connects with
 * node-postgres exactly as it would to a real server. One process owns the data directory; a second one fails
 * fast with a clear message instead of corrupting it.
 */
import { mkdirSync, openSync, closeSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

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
        throw new Error(
          `The embedded database in ${path.dirname(lockFile)} is already open by process ${owner}. Stop that process (or set DATABASE_URL) and try again.`,
        );
      }
      unlinkSync(lockFile); // A crashed owner left its lock behind.
    }
  }
  throw new Error('Could not lock the embedded database.');
}

/**
 * Opens (or creates) the data directory under its lock: the one process that may. After a crash (kill -9, a lost
 * machine) the lock of the dead owner is taken over and PostgreSQL's own recovery replays its write-ahead log, so
 * every committed write is there (tests/security/embedded-crash.test.ts kills a writer 20 times).
 */
export async function openEmbeddedData(dataDir?: string): Promise<{ pg: PGlite; release: () => void }> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireLock(path.join(dataDir, '..', `${path.basename(dataDir)}.lock`));
  }
  try {
    return { pg: await PGlite.create(dataDir ?? 'memory://'), release };
  } catch (error) {
    release();
    throw new Error(
      `The embedded database in ${dataDir ?? 'memory'} could not be opened: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/** Opens (or creates) the database in `dataDir`, migrates and seeds it, and serves it on 127.0.0.1:`port`. */
export async function startEmbeddedDb({
  dataDir,
  port,
  migrationsFolder,
}: {
  dataDir?: string;
  port: number;
  migrationsFolder: string;
}): Promise<EmbeddedDb> {
  const { pg, release } = await openEmbeddedData(dataDir);
  try {
    // Loaded here, not at the top: a process that only opens the data (a test's crash writer) starts faster.
    const [{ PGLiteSocketServer }, { drizzle }, { migrate }, { seed }] = await Promise.all([
      import('@electric-sql/pglite-socket'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
      import('@/server/db/setup'),
    ]);
    const database = drizzle(pg);
    await migrate(database, { migrationsFolder });
    await seed(database);
    // Next.js loads server code in several module graphs (route handlers, pages, instrumentation), each with its
    // own pool; PGlite is one session, and the socket server's queue keeps a transaction's statements together and
    // holds the other connections' statements until it ends, so several connections are safe (the default is one).
    const server = new PGLiteSocketServer({
      db: pg,
      host: '127.0.0.1',
      port,
      maxConnections: EMBEDDED_MAX_CONNECTIONS,
    });
    try {
      await server.start();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why =
        code === 'EADDRINUSE'
          ? 'EADDRINUSE: another process listens there; stop it or set PGLITE_PORT'
          : (error as Error).message;
      throw new Error(`The embedded database could not listen on 127.0.0.1:${port} (${why}).`, { cause: error });
    }
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
    await pg.close().catch(() => undefined);
    release();
    throw error;
  }
}
