/**
 * Lighthouse mobile (its default config: emulated phone, simulated slow-4G and 4× CPU throttling) in Debian's
 * Chromium: an optional extra column (`--lighthouse`), without budgets; the budgets use the real browser with
 * applied throttling (bench/browser.ts). Each run gets a fresh browser so no cache or profile state carries over;
 * the figures are the median of the runs, metric by metric. Runs only after the load tests, since a busy CPU skews it.
 */
import { existsSync } from 'node:fs';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { killAll, launch } from 'chrome-launcher';

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

export interface LighthouseSummary {
  url: string;
  runs: LighthouseFigures[];
  /** Metric-by-metric median of the successful runs; null when none succeeded. */
  median: LighthouseFigures | null;
  errors: string[];
  lighthouseVersion?: string;
  userAgent?: string;
  /** Lighthouse's own CPU score of this machine; its throttling is calibrated for about 1000 and up. */
  benchmarkIndex?: number;
  /** Lighthouse's warnings about the run (for example a slow or busy CPU), de-duplicated. */
  warnings: string[];
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  // Belt and braces for "traffic to 127.0.0.1 only": any other host name fails to resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

/** Why Lighthouse cannot run on this machine, or undefined when it can be tried. */
export function lighthouseUnavailable(chromePath: string): string | undefined {
  if (!existsSync(chromePath))
    return `Chromium not found at ${chromePath} (set CHROMIUM_PATH; the bench never downloads a browser)`;
  return undefined;
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`audit ${audit} has no value`);
  return value;
}

async function runOnce(
  url: string,
  chromePath: string,
  cookie?: string,
): Promise<{ figures: LighthouseFigures; lhr: Result }> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error('no performance score');
    return {
      lhr,
      figures: {
        performance: Math.round(score * 100),
        lcpMs: numeric(lhr, 'largest-contentful-paint'),
        tbtMs: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        fcpMs: numeric(lhr, 'first-contentful-paint'),
      },
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export async function runLighthouse(
  url: string,
  runs: number,
  chromePath: string,
  cookie?: string,
): Promise<LighthouseSummary> {
  const summary: LighthouseSummary = { url, runs: [], median: null, errors: [], warnings: [] };
  for (let i = 0; i < runs; i++) {
    try {
      const { figures, lhr } = await runOnce(url, chromePath, cookie);
      summary.runs.push(figures);
      summary.lighthouseVersion = lhr.lighthouseVersion;
      summary.userAgent = lhr.environment.hostUserAgent;
      summary.benchmarkIndex = Math.round(lhr.environment.benchmarkIndex);
      for (const warning of lhr.runWarnings) if (!summary.warnings.includes(warning)) summary.warnings.push(warning);
    } catch (error) {
      summary.errors.push(`run ${i + 1}: ${(error as Error).message}`);
    }
  }
  if (summary.runs.length > 0) {
    const pick = (key: keyof LighthouseFigures) => median(summary.runs.map((run) => run[key]));
    summary.median = {
      performance: pick('performance'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      fcpMs: pick('fcpMs'),
    };
  }
  return summary;
}

/** For the bench's exit path: closes any browser a run left open. */
export function killBrowsers(): void {
  killAll();
}
