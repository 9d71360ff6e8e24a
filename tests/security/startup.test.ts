import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import net from 'node:net';

/**
 * Finding 4, start-up: `npm start` against a database it cannot reach says which one and why, within seconds,
 * instead of `Failed query: CREATE SCHEMA…` (refused) or silence forever (a server that accepts and never answers).
 */
function start(databaseUrl: string): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATABASE_CONNECT_TIMEOUT_MS: '2000', PORT: '3999' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

describe('npm start with an unreachable DATABASE_URL', () => {
  let closedPort = 0;
  let blackHole: net.Server;
  const held: net.Socket[] = [];
  beforeAll(async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    blackHole = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise<void>((resolve) => blackHole.close(() => resolve()));
  });

  it('refused: names the address and ECONNREFUSED, exits 1 within seconds', async () => {
    const { code, output, ms } = await start(`postgres://app:secret@127.0.0.1:${closedPort}/app`);
    expect(code).toBe(1);
    expect(output).toContain(`could not reach the database at 127.0.0.1:${closedPort} (ECONNREFUSED`);
    expect(output).not.toContain('Failed query');
    expect(output).not.toContain('secret');
    expect(ms).toBeLessThan(15_000);
  });

  it('accepts and never answers: says so after the connect timeout, exits 1', async () => {
    const port = (blackHole.address() as net.AddressInfo).port;
    const { code, output, ms } = await start(`postgres://app@127.0.0.1:${port}/app`);
    expect(code).toBe(1);
    expect(output).toContain(`could not reach the database at 127.0.0.1:${port} (no answer in 2 s)`);
    expect(ms).toBeLessThan(15_000);
  });
});
