/**
 * Builds and runs the two servers under test: our app (through scripts/start.ts, on a fresh embedded database) and
 * the bare baseline (bench/baseline). Every server started here is registered so that the bench stops it on the way
 * out, whatever the way out is (done, error, Ctrl-C).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BASELINE_DIR, LOG_DIR, ROOT, WORK_DIR } from './paths';
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const HOST = '127.0.0.1';

/** Environment for every child: production, no telemetry (it would call nextjs.org), nothing that points away. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...extra };
  // The bench measures the embedded database and embedded content; a DATABASE_URL or a CMS from the shell would
  // silently change what is measured (and send traffic off this machine).
  delete env.DATABASE_URL;
  delete env.CONTENT_API_URL;
  delete env.CONTENT_API_TOKEN;
  env.CONTENT_SOURCE = 'embedded';
  return env;
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
  const child = spawn(process.execPath, [NEXT_BIN, 'build', ...(dir ? [dir] : [])], { cwd: ROOT, env: childEnv({}), stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  const code = await track(child, `${label} build`);
  if (code !== 0) throw new Error(`${label} build failed (exit ${code}); last lines of ${path.relative(ROOT, log)}:\n${logTail(log)}`);
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

function startServer(name: string, args: string[], env: NodeJS.ProcessEnv, port: number, readyPath: string, timeoutMs: number): Promise<RunningServer> {
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
      const ended = await Promise.race([exited.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000))]);
      if (!ended) signalGroup(pid, 'SIGKILL');
    },
  };
  running.add(server);
  return waitUntilReady(origin + readyPath, exited, timeoutMs).then(
    () => server,
    async (error: unknown) => {
      await server.stop();
      throw new Error(`${name}: ${(error as Error).message}; last lines of ${path.relative(ROOT, log)}:\n${logTail(log)}`);
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

/** Our app exactly as `npm start` runs it, on a fresh embedded database in .data/bench (migrated and seeded). */
export function startApp(port: number, dbPort: number): Promise<RunningServer> {
  const dataDir = path.join(WORK_DIR, 'pglite');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });
  const preload = pathToFileURL(path.join(ROOT, 'bench', 'loopback-only.mjs')).href;
  const env = childEnv({
    PORT: String(port),
    PGLITE_PORT: String(dbPort),
    PGLITE_DATA_DIR: path.relative(ROOT, dataDir),
    // The bench signs a customer in (bench/session.ts) and reads the code here; the server listens on 127.0.0.1.
    DEV_OUTBOX: '1',
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${preload}`].filter(Boolean).join(' '),
  });
  return startServer('app', ['--conditions=react-server', '--import', 'tsx', path.join('scripts', 'start.ts')], env, port, '/api/health', 240_000);
}

export function startBaseline(port: number): Promise<RunningServer> {
  return startServer('baseline', [NEXT_BIN, 'start', BASELINE_DIR, '-p', String(port), '-H', HOST], childEnv({}), port, '/', 60_000);
}

export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

/** Last resort from process.on('exit'), where nothing asynchronous runs: kill whatever the bench started. */
export function killAllNow(): void {
  for (const pid of children.keys()) signalGroup(pid, 'SIGKILL');
}
