/**
 * Builds and runs the two servers under test, both on the same serving path, Next's own `next start` with its
 * compression: our app (on a fresh PostgreSQL database, or through scripts/start.ts on a fresh embedded PGlite) and
 * the bare baseline (bench/baseline). Every server started here is registered so that the bench stops it on the way
 * out, whatever the way out is (done, error, Ctrl-C).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BASELINE_DIR, LOG_DIR, ROOT, WORK_DIR } from './paths';
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const HOST = '127.0.0.1';

/** Environment for every child: production, no telemetry (it would call nextjs.org), nothing that points away. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  // The bench chooses the database (bench/database.ts) and measures embedded content; a DATABASE_URL, Redis or a CMS
  // from the shell would silently change what is measured (and send traffic off this machine).
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.CONTENT_API_URL;
  delete env.CONTENT_API_TOKEN;
  env.CONTENT_SOURCE = 'embedded';
  return { ...env, ...extra };
}

function logTail(file: string, lines = 25): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export function buildIdOf(dir: string): string | undefined {
  const file = path.join(dir, '.next', 'BUILD_ID');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

export function buildTimeOf(dir: string): number | undefined {
  const file = path.join(dir, '.next', 'BUILD_ID');
  return existsSync(file) ? statSync(file).mtimeMs : undefined;
}

/** Runs `next build` (for `dir`, or the root app) with its output in a log file; resolves to the wall-clock seconds. */
export async function nextBuild(label: string, dir?: string): Promise<number> {
  mkdirSync(LOG_DIR, { recursive: true });
  const log = path.join(LOG_DIR, `${label}-build.log`);
  const fd = openSync(log, 'w');
  const started = performance.now();
  const child = spawn(process.execPath, [NEXT_BIN, 'build', ...(dir ? [dir] : [])], {
    cwd: ROOT,
    env: childEnv({}),
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  closeSync(fd);
  const code = await track(child, `${label} build`);
  if (code !== 0)
    throw new Error(
      `${label} build failed (exit ${code}); last lines of ${path.relative(ROOT, log)}:\n${logTail(log)}`,
    );
  return (performance.now() - started) / 1000;
}

export interface RunningServer {
  name: string;
  origin: string;
  /** The process the bench spawned: the root of the server's process tree and leader of its process group. */
  pid: number;
  log: string;
  stop(): Promise<void>;
}

const running = new Set<RunningServer>();
const children = new Map<number, ChildProcess>();

/** Keeps a child killable on exit until it ends by itself; resolves to its exit code. */
function track(child: ChildProcess, name: string): Promise<number> {
  if (child.pid === undefined) throw new Error(`could not start ${name}`);
  const pid = child.pid;
  children.set(pid, child);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(pid);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Is something already answering on this port? Then the bench would measure someone else's server: refuse. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntilReady(url: string, exited: Promise<number>, timeoutMs: number): Promise<void> {
  let gone: number | undefined;
  void exited.then((code) => (gone = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone !== undefined) throw new Error(`exited with code ${gone} before answering ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`did not answer ${url} within ${timeoutMs / 1000} s`);
}

function startServer(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath: string,
  timeoutMs: number,
): Promise<RunningServer> {
  mkdirSync(LOG_DIR, { recursive: true });
  const log = path.join(LOG_DIR, `${name}.log`);
  const fd = openSync(log, 'w');
  // detached: the server gets its own process group, so stopping it reaches next-server and anything it forks,
  // and a Ctrl-C in the terminal reaches only the bench, which then stops the servers in order.
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  const exited = track(child, name);
  const pid = child.pid as number;
  const origin = `http://${HOST}:${port}`;
  const server: RunningServer = {
    name,
    origin,
    pid,
    log,
    async stop() {
      running.delete(server);
      if (!children.has(pid)) return;
      signalGroup(pid, 'SIGTERM');
      const ended = await Promise.race([
        exited.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000)),
      ]);
      if (!ended) signalGroup(pid, 'SIGKILL');
    },
  };
  running.add(server);
  return waitUntilReady(origin + readyPath, exited, timeoutMs).then(
    () => server,
    async (error: unknown) => {
      await server.stop();
      throw new Error(
        `${name}: ${(error as Error).message}; last lines of ${path.relative(ROOT, log)}:\n${logTail(log)}`,
      );
    },
  );
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** NODE_OPTIONS that keep a `next start` without a hostname on 127.0.0.1 (bench/loopback-only.mjs). */
function loopbackPreload(): string {
  const preload = pathToFileURL(path.join(ROOT, 'bench', 'loopback-only.mjs')).href;
  return [process.env.NODE_OPTIONS, `--import=${preload}`].filter(Boolean).join(' ');
}

/** Our app exactly as `npm start` runs it, on a fresh embedded database in .data/bench (migrated and seeded). */
export function startAppOnPglite(port: number, dbPort: number): Promise<RunningServer> {
  const dataDir = path.join(WORK_DIR, 'pglite');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });
  const env = childEnv({
    PORT: String(port),
    PGLITE_PORT: String(dbPort),
    PGLITE_DATA_DIR: path.relative(ROOT, dataDir),
    // The bench signs a customer in (bench/session.ts) and reads the code here; the server listens on 127.0.0.1.
    DEV_OUTBOX: '1',
    NODE_OPTIONS: loopbackPreload(),
  });
  return startServer(
    'app',
    ['--conditions=react-server', '--import', 'tsx', path.join('scripts', 'start.ts')],
    env,
    port,
    '/api/health',
    240_000,
  );
}

/**
 * Our app's `next start` on its own, on a PostgreSQL database the bench created, migrated and seeded
 * (bench/database.ts), with what scripts/start.ts and server/env.ts require of a production server: an AUTH_SECRET,
 * and UNSAFE_LOCAL_PRODUCTION because the bench runs the sandbox gateway on a loopback site URL. The pool keeps the
 * app's default size (scripts/start.ts limits it to 1 only for PGlite).
 */
export function startAppOnPostgres(port: number, databaseUrl: string): Promise<RunningServer> {
  const env = childEnv({
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    REVALIDATE_SECRET: randomBytes(24).toString('hex'),
    UNSAFE_LOCAL_PRODUCTION: '1',
    DEV_OUTBOX: '1',
    NODE_OPTIONS: loopbackPreload(),
  });
  // No `-H 127.0.0.1`, as `npm start` runs it: with a hostname, Next.js builds the middleware's request URL on
  // "localhost" while it listens on 127.0.0.1, so next-intl's rewrite of `/` looks external to it and loops
  // (/en-IN/en-IN/…, then a 500). bench/loopback-only.mjs keeps the server on 127.0.0.1 instead.
  return startServer('app', [NEXT_BIN, 'start', '--port', String(port)], env, port, '/api/health', 120_000);
}

export function startBaseline(port: number): Promise<RunningServer> {
  // Started exactly as our app is (no hostname, kept on loopback by the preload), so both serve alike.
  return startServer(
    'baseline',
    [NEXT_BIN, 'start', BASELINE_DIR, '--port', String(port)],
    childEnv({ NODE_OPTIONS: loopbackPreload() }),
    port,
    '/',
    60_000,
  );
}

export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

/** Last resort from process.on('exit'), where nothing asynchronous runs: kill whatever the bench started. */
export function killAllNow(): void {
  for (const pid of children.keys()) signalGroup(pid, 'SIGKILL');
}
