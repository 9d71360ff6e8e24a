// `next start` instances of the production build for the deploy tests, and the machine's PostgreSQL they run on.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Pool } from 'pg';
import { send, sleep } from './nginx-harness';

const root = process.cwd();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether the production build is there (`npx next build`). */
export function hasBuild(): boolean {
  return existsSync(path.join(root, '.next', 'BUILD_ID'));
}

async function postgresAnswers(): Promise<boolean> {
  const pool = new Pool({ connectionString: ADMIN_DATABASE_URL, max: 1, connectionTimeoutMillis: 1000 });
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await pool.end();
  }
}

export async function ensurePostgres(): Promise<void> {
  if (await postgresAnswers()) return;
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  const outputs = versions.map((v) =>
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', v, 'main', 'start'], { encoding: 'utf8' }),
  );
  for (let i = 0; i < 100; i++) {
    if (await postgresAnswers()) return;
    await sleep(100);
  }
  const why =
    versions.length === 0
      ? 'no cluster in /etc/postgresql'
      : outputs.map((o) => o.error?.message ?? (o.stderr || `exit ${o.status}`).trim()).join('; ');
  throw new Error(`PostgreSQL does not answer at ${ADMIN_DATABASE_URL}, and pg_ctlcluster could not start it: ${why}`);
}

export interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  output: string[];
}

export function startInstance(name: string, port: number, env: NodeJS.ProcessEnv): Instance {
  // Its own process group, so stopping it also stops anything it started.
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  // Last resort if the test process dies without its afterAll.
  process.once('exit', () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
  });
  return { name, port, child, output };
}

export async function waitUntilServing(instance: Instance): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null)
      throw new Error(
        `instance ${instance.name} exited with ${instance.child.exitCode}:\n${instance.output.slice(-40).join('\n')}`,
      );
    const answer = await send(instance.port, '/api/health').catch(() => null);
    if (answer?.status === 200) return;
    await sleep(250);
  }
  throw new Error(
    `instance ${instance.name} did not serve /api/health within 90 s:\n${instance.output.slice(-40).join('\n')}`,
  );
}

export async function stopInstance(instance: Instance): Promise<void> {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  if (child.exitCode === null && child.signalCode === null) {
    process.kill(-child.pid, 'SIGKILL');
    await exited;
  }
}
