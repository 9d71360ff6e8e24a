/**
 * The budgeted browser measurement: Lighthouse (its default mobile form factor and screen) in Debian's Chromium with
 * devtools throttling, that is throttling applied for real through the DevTools protocol during the load, at
 * Lighthouse's own default mobile constants (`throttling.mobileSlow4G` of lighthouse/core/config/constants.js),
 * not simulated afterwards. Every load gets a fresh Chromium so no cache or profile state carries over; the loads
 * are interleaved by round (the baseline, then every page) and each figure is the median of the rounds. The arithmetic
 * and the checks of each LHR are in bench/lighthouse-figures.ts.
 */
import { existsSync } from 'node:fs';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { killAll, launch } from 'chrome-launcher';
import {
  chromiumVersionOf,
  figuresOf,
  interleavedOrder,
  medianOfRuns,
  settingsMismatch,
  type LighthouseRun,
  type LighthouseSettings,
  type LighthouseSummary,
} from './lighthouse-figures';
import { medianOf } from './metrics';

/**
 * Lighthouse's default mobile throttling as the installed Lighthouse ships it (its default config uses the same
 * object, simulated). With devtools throttling Lighthouse applies requestLatencyMs, downloadThroughputKbps,
 * uploadThroughputKbps and cpuSlowdownMultiplier; rttMs and throughputKbps are the simulation's and unused here.
 */
const MOBILE = throttling.mobileSlow4G;

export const LIGHTHOUSE_SETTINGS: LighthouseSettings = {
  formFactor: 'mobile',
  throttlingMethod: 'devtools',
  throttling: {
    requestLatencyMs: MOBILE.requestLatencyMs,
    downloadThroughputKbps: MOBILE.downloadThroughputKbps,
    uploadThroughputKbps: MOBILE.uploadThroughputKbps,
    cpuSlowdownMultiplier: MOBILE.cpuSlowdownMultiplier,
  },
};

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

interface RunOutcome {
  run: LighthouseRun;
  lhr: Result;
  /** DevTools' /json/version "Browser" (the LHR's user agents carry a reduced version). */
  browser?: string;
}

async function browserVersion(port: number): Promise<string | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(5000) });
    const body = (await response.json()) as { Browser?: unknown };
    return typeof body.Browser === 'string' ? body.Browser : undefined;
  } catch {
    return undefined;
  }
}

async function runOnce(url: string, chromePath: string, cookie?: string): Promise<RunOutcome> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const browser = await browserVersion(chrome.port);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Screen emulation and user agent stay Lighthouse's mobile defaults (the LHR's configSettings say which).
      formFactor: LIGHTHOUSE_SETTINGS.formFactor,
      throttlingMethod: LIGHTHOUSE_SETTINGS.throttlingMethod,
      throttling: { ...MOBILE },
      // Taken after the trace, so it cannot change a figure; it only costs time on a 2-core machine.
      disableFullPageScreenshot: true,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const mismatch = settingsMismatch(lhr.configSettings, LIGHTHOUSE_SETTINGS);
    if (mismatch.length > 0) throw new Error(`Lighthouse did not use the settings asked for: ${mismatch.join('; ')}`);
    return { lhr, run: figuresOf(lhr), ...(browser ? { browser } : {}) };
  } finally {
    chrome.kill();
  }
}

export interface LighthouseTarget {
  /** What the summaries are keyed by (the route's path, or "baseline"). */
  key: string;
  url: string;
  /** Sent as a Cookie header with every request of the load (signed-in pages). */
  cookie?: string;
}

interface Collected {
  runs: LighthouseRun[];
  errors: string[];
  warnings: string[];
  benchmarkIndex: number[];
  lighthouseVersion?: string;
  browser?: string;
}

/**
 * `rounds` interleaved rounds: each round loads the baseline once and then every page once, each in a fresh
 * Chromium. Before round 1, one load of the baseline that is not counted, so the first measured load does not pay
 * for a cold start (Chromium's files, the page cache, Lighthouse's own modules). Answers one summary per target key.
 */
export async function runLighthouseRounds(
  baseline: LighthouseTarget,
  pages: readonly LighthouseTarget[],
  rounds: number,
  chromePath: string,
  hooks: { roundStarts?: (round: number) => void; roundEnded?: (round: number) => void } = {},
): Promise<Map<string, LighthouseSummary>> {
  const collected = new Map<string, Collected>();
  await runOnce(baseline.url, chromePath).catch(() => undefined);
  let current = 0;
  for (const { round, target } of interleavedOrder(rounds, baseline, pages)) {
    if (round !== current) {
      if (current > 0) hooks.roundEnded?.(current);
      current = round;
      hooks.roundStarts?.(round);
    }
    const entry = collected.get(target.key) ?? { runs: [], errors: [], warnings: [], benchmarkIndex: [] };
    collected.set(target.key, entry);
    try {
      const { run, lhr, browser } = await runOnce(target.url, chromePath, target.cookie);
      entry.runs.push(run);
      entry.lighthouseVersion = lhr.lighthouseVersion;
      entry.browser = browser ?? lhr.environment.hostUserAgent;
      entry.benchmarkIndex.push(lhr.environment.benchmarkIndex);
      for (const warning of lhr.runWarnings) if (!entry.warnings.includes(warning)) entry.warnings.push(warning);
    } catch (error) {
      entry.errors.push(`round ${round}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  if (current > 0) hooks.roundEnded?.(current);

  const summaries = new Map<string, LighthouseSummary>();
  for (const target of [baseline, ...pages]) {
    const entry = collected.get(target.key) ?? { runs: [], errors: [], warnings: [], benchmarkIndex: [] };
    const index = medianOf(entry.benchmarkIndex);
    const chromium = chromiumVersionOf(entry.browser);
    summaries.set(target.key, {
      url: target.url,
      runs: entry.runs,
      errors: entry.errors,
      median: medianOfRuns(entry.runs),
      ...(entry.lighthouseVersion ? { lighthouseVersion: entry.lighthouseVersion } : {}),
      ...(chromium ? { chromium } : {}),
      ...(typeof index === 'number' ? { benchmarkIndex: Math.round(index) } : {}),
      warnings: entry.warnings,
    });
  }
  return summaries;
}

/** For the bench's exit path: closes any browser a run left open. */
export function killBrowsers(): void {
  killAll();
}
