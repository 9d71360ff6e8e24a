/** The shape of bench/results.json, and reading/writing it. */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { BrowserSummary, MenuSummary, Throttling } from './browser';
import type { Budgets, Check, VerdictCounts } from './budgets';
import type { LighthouseSettings, LighthouseSummary } from './lighthouse-figures';
import type { LighthouseRow } from './lighthouse-table';
import type { LoadFigures } from './load';
import type { MachineInfo } from './machine';
import type { MemorySample } from './memory';
import { RESULTS_FILE } from './paths';
import type { RouteKind } from './routes';
import type { HtmlWeight } from './weight';

export interface BuildRecord {
  /** True when this run built it; false when it reused an existing build. */
  measured: boolean;
  /** This run's build time, or the last one measured for the same build id; null when never measured. */
  seconds: number | null;
  buildId: string | null;
  measuredAt: string | null;
  note: string;
}

export interface RouteResult {
  path: string;
  kind: RouteKind;
  note?: string;
  /** Measured as a signed-in customer. */
  signedIn?: boolean;
  /** Status of one plain GET before measuring; only 2xx routes are measured. */
  status: number | null;
  /** From the same GET: how Next.js served and compressed it, and how it tells clients to cache it. */
  response?: { cacheControl: string | null; nextCache: string | null; contentEncoding: string | null };
  /** HTML weight of a page (from the same GET, decoded). */
  html?: HtmlWeight;
  skipped?: string;
  load?: { ours: LoadFigures; baseline: LoadFigures; throughputRatio: number; p99Ratio: number };
  /** The Playwright phase (--playwright). */
  browser?: BrowserSummary;
  menu?: MenuSummary;
  /** The Lighthouse phase (budgeted pages only). */
  lighthouse?: LighthouseSummary;
}

export interface BenchResults {
  date: string;
  mode: 'quick' | 'full';
  versions: Record<string, string>;
  machine: MachineInfo;
  /** How both apps were served (the same path for both). */
  serving: string;
  database: { kind: 'postgres' | 'pglite'; label: string; reason: string; version?: string };
  settings: {
    connections: { page: number; api: number };
    warmupSeconds: number;
    loadSeconds: number;
    browserRuns: number;
    menuRuns: number;
    lighthouseRuns: number;
    /** What the Lighthouse phase asked for (every LHR was checked against it), and its budgets with their pages. */
    lighthouse: LighthouseSettings & { budgets: Budgets['lighthouse'] };
    /** The Playwright phase's applied throttling. */
    throttling: Throttling;
    quietWindowMs: number;
    phases: { browser: boolean; load: boolean; lighthouse: boolean; playwright: boolean };
    routes?: string[];
    ports: { app: number; baseline: number; db: number };
  };
  builds: { ours: BuildRecord; baseline: BuildRecord };
  routes: RouteResult[];
  baseline: {
    html?: HtmlWeight;
    browser?: BrowserSummary;
    dynamicLoad?: { figures: LoadFigures; staticFigures: LoadFigures };
    lighthouse?: LighthouseSummary;
  };
  memory?: {
    ours: { before: MemorySample; after: MemorySample };
    baseline: { before: MemorySample; after: MemorySample };
  };
  /** Set when the Playwright phase was not run or could not run at all, with the reason. */
  browserUnavailable?: string;
  /** Set when the Lighthouse phase was not run or could not run at all, with the reason. */
  lighthouseUnavailable?: string;
  /** The Lighthouse table as printed: the baseline's row first, then every budgeted page measured. */
  lighthouseTable?: LighthouseRow[];
  checks: Check[];
  summary: VerdictCounts;
  /** The same counts for the Lighthouse budgets alone. */
  lighthouseSummary?: VerdictCounts;
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
