import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The embedded database (PGlite on disk, scripts/embedded-db.ts) killed with SIGKILL 20 times in the middle of a
 * write loop: it reopens every time (the dead owner's lock is taken over, PostgreSQL's recovery replays the WAL), and
 * every insert the writer saw committed is there, with no gap.
 */
const KILLS = 20;
const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-crash-'));

function writer(): {
  opened: Promise<{ rows: number; max: number }>;
  committed: () => number;
  kill: () => Promise<void>;
} {
  const child = spawn(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      'tests/security/fixtures/embedded-writer.ts',
      path.join(dataDir, 'data'),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let last = 0;
  let buffer = '';
  let errors = '';
  child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const opened = new Promise<{ rows: number; max: number }>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const [word, a, b] = line.split(' ');
        if (word === 'opened') resolve({ rows: Number(a), max: Number(b) });
        else if (word === 'committed') last = Number(a);
      }
    });
    void exited.then(() => reject(new Error(`the writer exited before opening the database: ${errors}`)));
  });
  return {
    opened,
    committed: () => last,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

describe('the embedded database killed -9 mid-write', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(`reopens ${KILLS} times with every committed row`, async () => {
    let seen = 0;
    for (let round = 0; round <= KILLS; round++) {
      const w = writer();
      const { rows, max } = await w.opened;
      // Nothing the last writer saw committed is lost, and the rows are exactly 1..max: no gap, no half row.
      expect(max, `round ${round}`).toBeGreaterThanOrEqual(seen);
      expect(rows, `round ${round}`).toBe(max);
      if (round === KILLS) {
        await w.kill();
        break;
      }
      // Let it write for a while (some rounds kill it almost at once), then kill it in the middle of a write.
      const deadline = Date.now() + 30 + Math.floor(Math.random() * 220);
      while (w.committed() <= max || Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      await w.kill();
      seen = w.committed();
    }
    expect(seen).toBeGreaterThan(KILLS);
  }, 150_000);
});
