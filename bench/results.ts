/** The shape of bench/results.json, and reading/writing it. */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Check } from './budgets';
import type { FirstLoadJs } from './js-size';
import type { LighthouseSummary } from './lighthouse';
import type { LoadFigures } from './load';
import type { MachineInfo } from './machine';
import type { MemorySample } from './memory';
import { RESULTS_FILE } from './paths';
import type { RouteKind } from './routes';

export interface BuildRecord {
  /** True when this run built it; false when it reused an existing build. */
  measured: boolean;
  /** This run's build time, or the last one measured for the same build id; null when never measured. */
  seconds: number | null;
  buildId: string | null;
  measuredAt: string | null;
  note: string;
}

export interface JsFigures {
  scripts: number;
  bytes: number;
  gzipBytes: number;
  external: string[];
}

export interface RouteResult {
  path: string;
  kind: RouteKind;
  note?: string;
  /** Measured as a signed-in customer. */
  signedIn?: boolean;
  /** Status of one plain GET before measuring; only 2xx routes are measured. */
  status: number | null;
  /** From the same GET: whether Next.js served it from its cache, and how it tells clients to cache it. */
  response?: { cacheControl: string | null; nextCache: string | null; htmlBytes: number };
  skipped?: string;
  load?: { ours: LoadFigures; baseline: LoadFigures; throughputRatio: number; p99Ratio: number };
  firstLoadJs?: JsFigures & { extraGzipBytes: number };
  lighthouse?: LighthouseSummary;
}

export interface BenchResults {
  date: string;
  mode: 'quick' | 'full';
  versions: Record<string, string>;
  machine: MachineInfo;
  settings: { connections: { page: number; api: number }; warmupSeconds: number; loadSeconds: number; lighthouseRuns: number; ports: { app: number; baseline: number; db: number } };
  builds: { ours: BuildRecord; baseline: BuildRecord };
  routes: RouteResult[];
  baseline: {
    dynamicLoad?: { figures: LoadFigures; staticFigures: LoadFigures };
    firstLoadJs: { static?: JsFigures; dynamic?: JsFigures };
    lighthouse?: LighthouseSummary;
  };
  memory?: { ours: { before: MemorySample; after: MemorySample }; baseline: { before: MemorySample; after: MemorySample } };
  /** Set when Lighthouse could not run at all, with the reason. */
  lighthouseUnavailable?: string;
  checks: Check[];
  summary: { within: number; over: number };
  warnings: string[];
  durationSeconds: number;
}

export function readPreviousResults(): Partial<BenchResults> | undefined {
  if (!existsSync(RESULTS_FILE)) return undefined;
  try {
    return JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Partial<BenchResults>;
  } catch {
    return undefined;
  }
}

/** Written to a temporary file first, so an interrupted run never leaves a half-written results.json. */
export function writeResults(results: BenchResults): void {
  const tmp = `${RESULTS_FILE}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(results, null, 2)}\n`);
  renameSync(tmp, RESULTS_FILE);
}

export function toJsFigures(js: FirstLoadJs): JsFigures {
  return { scripts: js.scripts.length, bytes: js.totalBytes, gzipBytes: js.totalGzipBytes, external: js.external };
}
