// A real nginx (Debian's package, installed with apt when missing) in a temporary prefix, from deploy/nginx.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { renderNginxConf } from '@/deploy/nginx/render.mjs';

const NGINX = '/usr/sbin/nginx';
const MODULES_DIR = '/usr/lib/nginx/modules';
const NEEDED = [
  { file: NGINX, pkg: 'nginx' },
  { file: `${MODULES_DIR}/ngx_http_brotli_filter_module.so`, pkg: 'libnginx-mod-http-brotli-filter' },
  { file: `${MODULES_DIR}/ngx_http_js_module.so`, pkg: 'libnginx-mod-http-js' },
];

/** Installs Debian's nginx and the two modules when missing; `apt-get update` only if the install fails first. */
export function ensureNginx(): { ok: true } | { ok: false; reason: string } {
  const missing = NEEDED.filter((n) => !existsSync(n.file)).map((n) => n.pkg);
  if (missing.length === 0) return { ok: true };
  const root = process.getuid?.() === 0;
  const sudo = root ? [] : ['sudo', '-n'];
  if (!root && spawnSync('sudo', ['-n', 'true']).status !== 0)
    return { ok: false, reason: `missing ${missing.join(', ')} and not root (no sudo) to apt-get install them` };
  const apt = (...args: string[]) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    return spawnSync(cmd!, rest, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      encoding: 'utf8',
      timeout: 300_000,
    });
  };
  console.log(`installing Debian's ${missing.join(' ')} (apt)`);
  let result = apt('install', '-y', '-qq', ...missing);
  if (result.status !== 0) {
    apt('update', '-qq');
    result = apt('install', '-y', '-qq', ...missing);
  }
  const still = NEEDED.filter((n) => !existsSync(n.file)).map((n) => n.pkg);
  if (still.length > 0)
    return {
      ok: false,
      reason: `apt-get install ${still.join(' ')} failed: ${(result.stderr || result.stdout || '').trim().slice(-400)}`,
    };
  return { ok: true };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${log()}`);
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not listen on ${port}:\n${log()}`);
}

export interface RunningNginx {
  port: number;
  dir: string;
  stop(): Promise<void>;
  log(): string;
}

/** Renders deploy/nginx for these upstreams into a temporary prefix and runs it in the foreground. */
export async function startNginx(upstreams: string[]): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-test-'));
  chmodSync(dir, 0o755); // the workers run as www-data when we are root: they must reach the cache below
  mkdirSync(path.join(dir, 'temp'));
  const port = await freePort();
  const conf = renderNginxConf(path.join(dir, 'conf'), {
    upstreams,
    listen: `127.0.0.1:${port}`,
    cacheDir: path.join(dir, 'cache'),
    tempDir: path.join(dir, 'temp'),
    errorLog: path.join(dir, 'error.log'),
    accessLog: path.join(dir, 'access.log'),
  });
  const check = spawnSync(NGINX, ['-t', '-q', '-p', `${dir}/`, '-c', conf, '-g', `pid ${dir}/nginx.pid;`], {
    encoding: 'utf8',
  });
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t failed:\n${check.stderr}`);
  }
  let stderr = '';
  const child = spawn(NGINX, ['-p', `${dir}/`, '-c', conf, '-g', `daemon off; pid ${dir}/nginx.pid;`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (d) => (stderr += d));
  const log = () => {
    const read = (f: string) => (existsSync(path.join(dir, f)) ? readFileSync(path.join(dir, f), 'utf8') : '');
    return `${stderr}${read('error.log')}\n--- access.log (last lines)\n${read('access.log').split('\n').slice(-40).join('\n')}`;
  };
  await waitForPort(port, child, log);
  return {
    port,
    dir,
    log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT'); // graceful: the master waits for its workers
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (possibly compressed). */
  raw: Buffer;
  /** The body decoded per Content-Encoding. */
  text: string;
  cache: string | undefined;
}

/** One keep-alive client connection (so requests reach the same nginx worker), no automatic decompression. */
export const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });

export function send(
  port: number,
  urlPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        agent: keepAlive,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          const cache = res.headers['x-cache-status'];
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            raw,
            text: decoded.toString('utf8'),
            cache: Array.isArray(cache) ? cache.join() : cache,
          });
        });
        res.on('error', reject);
      },
    );
    // nginx may answer 413 and close before it has read a big body: that is the answer, not an error.
    req.on('error', (error) => answered || reject(error));
    if (options.body !== undefined) req.end(options.body);
    else req.end();
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
