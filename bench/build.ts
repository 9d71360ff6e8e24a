/**
 * Deciding whether to build. Our app's build takes minutes, so an existing .next is reused unless --rebuild (with a
 * warning when sources are newer than it); the baseline builds in seconds, so it is rebuilt whenever it could be
 * stale (its sources or the installed Next.js are newer), keeping the comparison honest after an upgrade.
 * A reused build reports the time measured when it was built, if a previous run recorded it.
 */
import { existsSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { BASELINE_DIR, ROOT } from './paths';
import type { BenchResults, BuildRecord } from './results';
import { buildIdOf, buildTimeOf, nextBuild } from './servers';

// What goes into our build; a file here newer than .next/BUILD_ID means the build may not be the code in the tree.
const APP_SOURCES = [
  'app',
  'client',
  'components',
  'content',
  'i18n',
  'lib',
  'messages',
  'public',
  'server',
  'styles',
  'next.config.ts',
  'proxy.ts',
  'package-lock.json',
];
const BASELINE_SOURCES = ['app', 'instrumentation.ts', 'next.config.ts', 'tsconfig.json'];
const MAX_FILES = 20_000;

/** Newest modification time under the given paths (bounded walk; skips node_modules and .next). */
function newest(base: string, entries: readonly string[]): { file: string; mtimeMs: number } | undefined {
  let best: { file: string; mtimeMs: number } | undefined;
  const queue = entries.map((entry) => path.join(base, entry)).filter((p) => existsSync(p));
  let seen = 0;
  while (queue.length > 0 && seen < MAX_FILES) {
    const current = queue.pop() as string;
    seen++;
    const stat = statSync(current);
    if (stat.isDirectory()) {
      for (const child of readdirSync(current))
        if (child !== 'node_modules' && child !== '.next') queue.push(path.join(current, child));
    } else if (!best || stat.mtimeMs > best.mtimeMs) {
      best = { file: path.relative(ROOT, current), mtimeMs: stat.mtimeMs };
    }
  }
  return best;
}

function previousRecord(
  previous: Partial<BenchResults> | undefined,
  which: 'ours' | 'baseline',
  buildId: string,
): BuildRecord | undefined {
  const record = previous?.builds?.[which];
  return record && record.buildId === buildId && record.seconds !== null ? record : undefined;
}

async function buildNow(label: 'ours' | 'baseline', dir: string | undefined, why: string): Promise<BuildRecord> {
  console.log(`[bench] building ${label === 'ours' ? 'our app' : 'the baseline'} (${why})…`);
  const seconds = await nextBuild(label === 'ours' ? 'app' : 'baseline', dir);
  console.log(`[bench] ${label} build: ${seconds.toFixed(1)} s`);
  return {
    measured: true,
    seconds,
    buildId: buildIdOf(dir ?? ROOT) ?? null,
    measuredAt: new Date().toISOString(),
    note: `built by this run (${why})`,
  };
}

function reused(label: 'ours' | 'baseline', buildId: string, previous: Partial<BenchResults> | undefined): BuildRecord {
  const last = previousRecord(previous, label, buildId);
  if (last) {
    return {
      measured: false,
      seconds: last.seconds,
      buildId,
      measuredAt: last.measuredAt,
      note: `reused existing build; last measured ${last.seconds?.toFixed(1)} s on ${last.measuredAt}`,
    };
  }
  return {
    measured: false,
    seconds: null,
    buildId,
    measuredAt: null,
    note: 'reused existing build; build time not measured',
  };
}

export async function prepareOurBuild(
  rebuild: boolean,
  previous: Partial<BenchResults> | undefined,
  warnings: string[],
): Promise<BuildRecord> {
  const buildId = buildIdOf(ROOT);
  if (rebuild) return buildNow('ours', undefined, '--rebuild');
  if (!buildId) return buildNow('ours', undefined, 'no .next/BUILD_ID');
  const builtAt = buildTimeOf(ROOT) ?? 0;
  const source = newest(ROOT, APP_SOURCES);
  if (source && source.mtimeMs > builtAt) {
    warnings.push(
      `our .next build is older than ${source.file}: the figures may be for older code (run with --rebuild)`,
    );
  }
  console.log(`[bench] reusing our build ${buildId} (use --rebuild to build again)`);
  return reused('ours', buildId, previous);
}

export async function prepareBaselineBuild(
  rebuild: boolean,
  previous: Partial<BenchResults> | undefined,
): Promise<BuildRecord> {
  const buildId = buildIdOf(BASELINE_DIR);
  if (rebuild) return buildNow('baseline', BASELINE_DIR, '--rebuild');
  if (!buildId) return buildNow('baseline', BASELINE_DIR, 'no build yet');
  const builtAt = buildTimeOf(BASELINE_DIR) ?? 0;
  const source = newest(BASELINE_DIR, BASELINE_SOURCES);
  const nextInstalled = statSync(path.join(ROOT, 'node_modules', 'next', 'package.json')).mtimeMs;
  if ((source && source.mtimeMs > builtAt) || nextInstalled > builtAt)
    return buildNow('baseline', BASELINE_DIR, 'sources or Next.js newer than its build');
  console.log(`[bench] reusing the baseline build ${buildId}`);
  return reused('baseline', buildId, previous);
}

/** `next build` processes running in this checkout (Next.js titles them "next-build"): they rewrite .next under us. */
export function buildsRunningHere(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').startsWith('next-build')) continue;
      if (realpathSync(`/proc/${entry}/cwd`) === realpathSync(ROOT)) pids.push(Number(entry));
    } catch {
      // The process ended while we looked, or is not ours to inspect.
    }
  }
  return pids;
}

/**
 * Throws when .next no longer holds the build the servers started from: another `next build` in this checkout
 * replaced it, so later figures would be for a server running half on deleted files. Nothing is written then.
 */
export function assertSameBuild(buildId: string | undefined): void {
  const now = buildIdOf(ROOT);
  if (now !== buildId) {
    throw new Error(
      `.next was replaced during the run (build ${buildId ?? 'none'} → ${now ?? 'none'}; another \`next build\` in this checkout?). The figures would mix two builds, so bench/results.json was left as it was. Run again when nothing else builds here.`,
    );
  }
}
