/**
 * The pure side of the Lighthouse phase (bench/lighthouse.ts runs Lighthouse): which figures an LHR gives, that the
 * run really used devtools throttling at the settings asked for, the interleaved order of the rounds, and the
 * metric-by-metric median of the rounds. No Lighthouse or browser here, so the unit tests
 * (tests/unit/bench-lighthouse.test.ts) pin it down.
 */
import { medianOf } from './metrics';

/** The throttling Lighthouse applies for real with `throttlingMethod: 'devtools'` (its ThrottlingSettings names). */
export interface DevtoolsThrottling {
  /** Network.emulateNetworkConditions latency, added to every request. */
  requestLatencyMs: number;
  downloadThroughputKbps: number;
  uploadThroughputKbps: number;
  /** Emulation.setCPUThrottlingRate. */
  cpuSlowdownMultiplier: number;
}

/** What the bench asks Lighthouse for, and checks every LHR against. */
export interface LighthouseSettings {
  formFactor: 'mobile';
  throttlingMethod: 'devtools';
  throttling: DevtoolsThrottling;
}

/** The part of Lighthouse's `configSettings` (in every LHR) that says how the page was loaded. */
export interface UsedSettings {
  formFactor: string;
  throttlingMethod: string;
  throttling: Partial<DevtoolsThrottling>;
  screenEmulation: {
    mobile?: boolean;
    width?: number;
    height?: number;
    deviceScaleFactor?: number;
    disabled?: boolean;
  };
  emulatedUserAgent?: string | boolean;
}

/** The part of a Lighthouse result (LHR) the bench reads; Lighthouse's own `Result` type fits it. */
export interface LhrLike {
  finalDisplayedUrl: string;
  audits: Record<string, { numericValue?: number; errorMessage?: string } | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
  configSettings: UsedSettings;
  runtimeError?: { code: string; message: string };
}

/** One Lighthouse load. A figure is null when its audit gave no value (`missing` says why). */
export interface LighthouseRun {
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  /** The `interactive` audit (Time to Interactive, observed): null when Lighthouse found no quiet window. */
  ttiMs: number | null;
  cls: number | null;
  /** `total-byte-weight`: bytes on the wire for every request of the load (headers and encoded bodies). */
  firstViewBytes: number | null;
  /** Lighthouse's performance score (0–100) under this throttling; shown in results.json, no budget. */
  performance: number | null;
  /** Why an audit gave no value, by audit id (for example interactive: NO_TTI_CPU_IDLE_PERIOD). */
  missing: Record<string, string>;
  /** Where the page ended up (a signed-in page without its session would end on the sign-in page). */
  finalUrl: string;
}

export type LighthouseFigure = 'lcpMs' | 'fcpMs' | 'tbtMs' | 'ttiMs' | 'cls' | 'firstViewBytes' | 'performance';

export const FIGURE_AUDITS: Readonly<Record<Exclude<LighthouseFigure, 'performance'>, string>> = {
  lcpMs: 'largest-contentful-paint',
  fcpMs: 'first-contentful-paint',
  tbtMs: 'total-blocking-time',
  ttiMs: 'interactive',
  cls: 'cumulative-layout-shift',
  firstViewBytes: 'total-byte-weight',
};

/** Metric-by-metric median of the successful runs; a figure is null when most runs had none. */
export type LighthouseMedian = Record<LighthouseFigure, number | null> & {
  /** Runs in which the interactive audit found a TTI, out of `runs`. */
  ttiFound: number;
  runs: number;
};

export interface LighthouseSummary {
  url: string;
  runs: LighthouseRun[];
  errors: string[];
  /** null when no run succeeded. */
  median: LighthouseMedian | null;
  lighthouseVersion?: string;
  /** The Chromium Lighthouse drove (DevTools' /json/version). */
  chromium?: string;
  /** Median of Lighthouse's own CPU score of this machine over the runs (its throttling assumes about 1000 and up). */
  benchmarkIndex?: number;
  /** Lighthouse's warnings about the runs, de-duplicated. */
  warnings: string[];
}

/** The figures of one LHR. Never throws: an audit without a value gives null and a reason in `missing`. */
export function figuresOf(lhr: LhrLike): LighthouseRun {
  const missing: Record<string, string> = {};
  const value = (audit: string): number | null => {
    const result = lhr.audits[audit];
    if (typeof result?.numericValue === 'number' && Number.isFinite(result.numericValue)) return result.numericValue;
    missing[audit] = result?.errorMessage ?? (result ? 'no value' : 'audit not run');
    return null;
  };
  const score = lhr.categories.performance?.score;
  return {
    lcpMs: value(FIGURE_AUDITS.lcpMs),
    fcpMs: value(FIGURE_AUDITS.fcpMs),
    tbtMs: value(FIGURE_AUDITS.tbtMs),
    ttiMs: value(FIGURE_AUDITS.ttiMs),
    cls: value(FIGURE_AUDITS.cls),
    firstViewBytes: value(FIGURE_AUDITS.firstViewBytes),
    performance: typeof score === 'number' ? Math.round(score * 100) : null,
    missing,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/**
 * How the LHR's settings differ from what the bench asked for (empty when they match): a Lighthouse that quietly fell
 * back to simulation, or to other numbers, would make the figures something else than the budgets are about.
 */
export function settingsMismatch(used: UsedSettings, wanted: LighthouseSettings): string[] {
  const problems: string[] = [];
  if (used.throttlingMethod !== wanted.throttlingMethod)
    problems.push(`throttlingMethod ${used.throttlingMethod}, not ${wanted.throttlingMethod}`);
  if (used.formFactor !== wanted.formFactor) problems.push(`formFactor ${used.formFactor}, not ${wanted.formFactor}`);
  for (const key of Object.keys(wanted.throttling) as Array<keyof DevtoolsThrottling>) {
    if (used.throttling[key] !== wanted.throttling[key])
      problems.push(`throttling.${key} ${String(used.throttling[key])}, not ${wanted.throttling[key]}`);
  }
  if (used.screenEmulation.disabled || used.screenEmulation.mobile !== true)
    problems.push('screen emulation is not a mobile screen');
  return problems;
}

/**
 * The order of the loads: in each round the baseline once, then every page once, so a slow patch of the machine
 * spreads over every page and the baseline alike instead of landing on one page's runs.
 */
export function interleavedOrder<T>(
  rounds: number,
  baseline: T,
  pages: readonly T[],
): Array<{ round: number; target: T }> {
  const order: Array<{ round: number; target: T }> = [];
  for (let round = 1; round <= rounds; round++)
    for (const target of [baseline, ...pages]) order.push({ round, target });
  return order;
}

/** The figure-by-figure median of the runs (null figures count as worse than any value; see medianOf). */
export function medianOfRuns(runs: readonly LighthouseRun[]): LighthouseMedian | null {
  if (runs.length === 0) return null;
  const pick = (key: LighthouseFigure) => medianOf(runs.map((run) => run[key])) ?? null;
  return {
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    ttiMs: pick('ttiMs'),
    cls: pick('cls'),
    firstViewBytes: pick('firstViewBytes'),
    performance: pick('performance'),
    ttiFound: runs.filter((run) => run.ttiMs !== null).length,
    runs: runs.length,
  };
}

/** "156.0.8078.114" from DevTools' "HeadlessChrome/156.0.8078.114", or from a user agent that carries it. */
export function chromiumVersionOf(userAgent: string | undefined): string | undefined {
  return userAgent ? /(?:HeadlessChrome|Chrome|Chromium)\/([\d.]+)/.exec(userAgent)?.[1] : undefined;
}
