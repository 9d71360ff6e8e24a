import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSettings, throttling } from 'lighthouse/core/config/constants.js';
import { describe, expect, it } from 'vitest';
import { checkLighthouse, parseBudgets, summarize, type Budgets } from '@/bench/budgets';
import { LIGHTHOUSE_SETTINGS } from '@/bench/lighthouse';
import {
  chromiumVersionOf,
  figuresOf,
  interleavedOrder,
  medianOfRuns,
  settingsMismatch,
  type LhrLike,
  type LighthouseMedian,
  type LighthouseRun,
  type LighthouseSummary,
  type UsedSettings,
} from '@/bench/lighthouse-figures';
import { auditErrorCode, lighthouseCells, lighthouseRows, LIGHTHOUSE_HEADERS } from '@/bench/lighthouse-table';
import { parseOptions, UsageError } from '@/bench/options';
import { ROUTES } from '@/bench/routes';

const budgets: Budgets = parseBudgets(
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../bench/budgets.json'), 'utf8')),
);

const used = (over: Partial<UsedSettings> = {}): UsedSettings => ({
  formFactor: 'mobile',
  throttlingMethod: 'devtools',
  throttling: { ...throttling.mobileSlow4G },
  screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
  ...over,
});

const lhr = (audits: LhrLike['audits'], over: Partial<LhrLike> = {}): LhrLike => ({
  finalDisplayedUrl: 'http://127.0.0.1:3200/',
  audits,
  categories: { performance: { score: 0.713 } },
  configSettings: used(),
  ...over,
});

const run = (over: Partial<LighthouseRun> = {}): LighthouseRun => ({
  lcpMs: 1000,
  fcpMs: 900,
  tbtMs: 100,
  ttiMs: 3000,
  cls: 0,
  firstViewBytes: 140 * 1024,
  performance: 90,
  missing: {},
  finalUrl: 'http://127.0.0.1:3201/',
  ...over,
});

const median = (over: Partial<LighthouseMedian> = {}): LighthouseMedian => ({
  lcpMs: 1000,
  fcpMs: 900,
  tbtMs: 100,
  ttiMs: 3000,
  cls: 0,
  firstViewBytes: 136 * 1024,
  performance: 90,
  ttiFound: 5,
  runs: 5,
  ...over,
});

const summary = (m: LighthouseMedian | null, url = 'http://127.0.0.1:3200/'): LighthouseSummary => ({
  url,
  runs: m ? Array.from({ length: m.runs }, () => run()) : [],
  errors: [],
  median: m,
  warnings: [],
});

describe("the Lighthouse phase's settings", () => {
  it("are Lighthouse's own default mobile throttling, applied with devtools throttling", () => {
    expect(LIGHTHOUSE_SETTINGS.throttlingMethod).toBe('devtools');
    expect(LIGHTHOUSE_SETTINGS.formFactor).toBe('mobile');
    expect(LIGHTHOUSE_SETTINGS.throttling).toEqual({
      requestLatencyMs: throttling.mobileSlow4G.requestLatencyMs,
      downloadThroughputKbps: throttling.mobileSlow4G.downloadThroughputKbps,
      uploadThroughputKbps: throttling.mobileSlow4G.uploadThroughputKbps,
      cpuSlowdownMultiplier: throttling.mobileSlow4G.cpuSlowdownMultiplier,
    });
    // The same numbers Lighthouse's default (mobile) config uses, and not a lighter profile: 150 ms RTT × 3.75,
    // 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up, 4× CPU.
    expect(defaultSettings).toMatchObject({ formFactor: 'mobile', throttling: throttling.mobileSlow4G });
    expect(LIGHTHOUSE_SETTINGS.throttling).toEqual({
      requestLatencyMs: 562.5,
      downloadThroughputKbps: 1.6 * 1024 * 0.9,
      uploadThroughputKbps: 675,
      cpuSlowdownMultiplier: 4,
    });
  });

  it('refuses an LHR that was simulated, throttled otherwise, or not on a mobile screen', () => {
    expect(settingsMismatch(used(), LIGHTHOUSE_SETTINGS)).toEqual([]);
    expect(settingsMismatch(used({ throttlingMethod: 'simulate' }), LIGHTHOUSE_SETTINGS)).toEqual([
      'throttlingMethod simulate, not devtools',
    ]);
    const lighter = used({ throttling: { ...throttling.mobileSlow4G, requestLatencyMs: 150 } });
    expect(settingsMismatch(lighter, LIGHTHOUSE_SETTINGS)).toEqual(['throttling.requestLatencyMs 150, not 562.5']);
    expect(settingsMismatch(used({ screenEmulation: { disabled: true } }), LIGHTHOUSE_SETTINGS)).toHaveLength(1);
    expect(settingsMismatch(used({ formFactor: 'desktop' }), LIGHTHOUSE_SETTINGS)).toHaveLength(1);
  });
});

describe('figures of one LHR', () => {
  it('reads each audit’s numericValue and the performance score', () => {
    const figures = figuresOf(
      lhr({
        'largest-contentful-paint': { numericValue: 2400.5 },
        'first-contentful-paint': { numericValue: 1200 },
        'total-blocking-time': { numericValue: 180 },
        interactive: { numericValue: 5200 },
        'cumulative-layout-shift': { numericValue: 0.002 },
        'total-byte-weight': { numericValue: 270_000 },
      }),
    );
    expect(figures).toEqual({
      lcpMs: 2400.5,
      fcpMs: 1200,
      tbtMs: 180,
      ttiMs: 5200,
      cls: 0.002,
      firstViewBytes: 270_000,
      performance: 71,
      missing: {},
      finalUrl: 'http://127.0.0.1:3200/',
    });
  });

  it('reports a TTI Lighthouse did not find as null, with its reason', () => {
    const figures = figuresOf(
      lhr({
        'largest-contentful-paint': { numericValue: 2400 },
        interactive: { errorMessage: 'NO_TTI_CPU_IDLE_PERIOD' },
        'total-blocking-time': {},
      }),
    );
    expect(figures.ttiMs).toBeNull();
    expect(figures.tbtMs).toBeNull();
    expect(figures.missing).toMatchObject({
      interactive: 'NO_TTI_CPU_IDLE_PERIOD',
      'total-blocking-time': 'no value',
      'total-byte-weight': 'audit not run',
    });
  });

  it('reads the Chromium version DevTools reports', () => {
    expect(chromiumVersionOf('HeadlessChrome/156.0.8078.114')).toBe('156.0.8078.114');
    expect(chromiumVersionOf(undefined)).toBeUndefined();
  });
});

describe('interleaved rounds', () => {
  it('load the baseline, then every page, once per round', () => {
    expect(interleavedOrder(2, 'base', ['/', '/hi'])).toEqual([
      { round: 1, target: 'base' },
      { round: 1, target: '/' },
      { round: 1, target: '/hi' },
      { round: 2, target: 'base' },
      { round: 2, target: '/' },
      { round: 2, target: '/hi' },
    ]);
    expect(interleavedOrder(0, 'base', ['/'])).toEqual([]);
  });

  it('take each figure’s median separately, a missing TTI counting as worse than any', () => {
    const runs = [
      run({ lcpMs: 1500, ttiMs: null, firstViewBytes: 100 }),
      run({ lcpMs: 1000, ttiMs: 4000, firstViewBytes: 300 }),
      run({ lcpMs: 1200, ttiMs: null, firstViewBytes: 200 }),
      run({ lcpMs: 1100, ttiMs: 3000, firstViewBytes: 400 }),
      run({ lcpMs: 1300, ttiMs: 5000, firstViewBytes: 500 }),
    ];
    expect(medianOfRuns(runs)).toMatchObject({
      lcpMs: 1200,
      ttiMs: 5000,
      firstViewBytes: 300,
      ttiFound: 3,
      runs: 5,
    });
    const mostlyMissing = runs.map((r, i) => (i < 3 ? { ...r, ttiMs: null } : r));
    expect(medianOfRuns(mostlyMissing)).toMatchObject({ ttiMs: null, ttiFound: 2 });
    expect(medianOfRuns([])).toBeNull();
  });
});

describe('Lighthouse budgets', () => {
  it('are the issue’s, on the issue’s pages, each a route of bench/routes.ts', () => {
    expect(budgets.lighthouse).toEqual({
      pages: [
        '/',
        '/toothsi',
        '/skinnsi',
        '/hi',
        '/uae-ar',
        '/toothsi/products/101/removable-retainer',
        '/skinnsi/laser-hair-removal',
        '/experience-centre?city=all',
        '/my-account',
      ],
      lcpRatioMax: 1.3,
      tbtOverBaselineMaxMs: 150,
      ttiRequired: true,
      clsMax: 0,
      firstViewOverBaselineMaxKb: 80,
      htmlMaxRawKb: 80,
    });
    for (const page of budgets.lighthouse.pages) expect(ROUTES.map((r) => r.path)).toContain(page);
    expect(ROUTES.find((r) => r.path === '/my-account')?.signedIn).toBe(true);
  });

  it('hold LCP to a ratio of the baseline’s, TBT and first view to an allowance over it', () => {
    const html = {
      ours: { rawBytes: 79 * 1024, brotliBytes: 1, gzipBytes: 1, brotliQuality: 11 },
      baseline: { rawBytes: 4.5 * 1024, brotliBytes: 1, gzipBytes: 1, brotliQuality: 11 },
    };
    const checks = checkLighthouse(
      budgets,
      '/',
      median({ lcpMs: 1300.4, tbtMs: 251, firstViewBytes: 216 * 1024, cls: 0 }),
      median({ lcpMs: 1000, tbtMs: 100, firstViewBytes: 136 * 1024 }),
      html,
    );
    const by = Object.fromEntries(checks.map((c) => [c.figure, c]));
    expect(checks.every((c) => c.group === 'lighthouse')).toBe(true);
    expect(by.LCP).toMatchObject({ value: 1300, baseline: 1000, limit: 1300, verdict: 'within' });
    expect(by.TBT).toMatchObject({ value: 251, baseline: 100, limit: 250, verdict: 'over' });
    expect(by.TTI).toMatchObject({ value: 3000, comparison: 'found', verdict: 'within' });
    expect(by.CLS).toMatchObject({ value: 0, limit: 0, verdict: 'within' });
    expect(by['first-view transfer']).toMatchObject({ value: 216, baseline: 136, limit: 216, verdict: 'within' });
    expect(by['HTML raw']).toMatchObject({ value: 79, baseline: 4.5, limit: 80, verdict: 'within' });
  });

  it('fail a page without a TTI, any layout shift, and an LCP past the ratio', () => {
    const checks = checkLighthouse(
      budgets,
      '/hi',
      median({ lcpMs: 1301, ttiMs: null, ttiFound: 2, cls: 0.001 }),
      median({ lcpMs: 1000 }),
      {},
    );
    const by = Object.fromEntries(checks.map((c) => [c.figure, c]));
    expect(by.LCP?.verdict).toBe('over');
    expect(by.TTI).toMatchObject({ value: null, verdict: 'over' });
    expect(by.TTI?.rule).toContain('2/5 rounds');
    expect(by.CLS).toMatchObject({ value: 0.001, verdict: 'over' });
    expect(by['HTML raw']).toBeUndefined();
  });

  it('are n/a where they need a baseline figure the run could not measure', () => {
    const checks = checkLighthouse(budgets, '/', median(), null, {});
    expect(summarize(checks)).toEqual({ within: 2, over: 0, notApplicable: 3 });
  });
});

describe('the Lighthouse table', () => {
  const ours = median({ lcpMs: 2839.4, tbtMs: 236, ttiMs: null, ttiFound: 2, firstViewBytes: 266.3 * 1024 });
  const base = median({ lcpMs: 1048, tbtMs: 90, firstViewBytes: 136.2 * 1024 });
  const html = { rawBytes: 116 * 1024, brotliBytes: 1, gzipBytes: 1, brotliQuality: 11 };
  const baseHtml = { rawBytes: 4.5 * 1024, brotliBytes: 1, gzipBytes: 1, brotliQuality: 11 };
  const checks = checkLighthouse(budgets, '/', ours, base, { ours: html, baseline: baseHtml });
  const rows = lighthouseRows(
    { summary: summary(base, 'http://127.0.0.1:3201/'), html: baseHtml },
    [{ path: '/', summary: summary(ours), html }],
    checks,
  );

  it('puts the baseline first and every figure beside it', () => {
    expect(rows.map((r) => r.page)).toEqual(['baseline /', '/']);
    expect(rows[0]).toMatchObject({ isBaseline: true, lcpMs: 1048, lcpRatio: null, verdicts: {} });
    expect(rows[1]).toMatchObject({
      lcpMs: 2839,
      lcpRatio: 2.71,
      tbtMs: 236,
      tbtOverMs: 146,
      ttiMs: null,
      ttiFound: 2,
      firstViewKb: 266.3,
      firstViewOverKb: 130.1,
      htmlRawKb: 116,
      verdicts: { LCP: 'over', TBT: 'within', TTI: 'over', CLS: 'within', 'first-view transfer': 'over' },
    });
  });

  it('names an audit error by its code', () => {
    expect(
      auditErrorCode('Your page took too long to load. Please … re-running Lighthouse. (NO_TTI_CPU_IDLE_PERIOD)'),
    ).toBe('NO_TTI_CPU_IDLE_PERIOD');
    expect(auditErrorCode('no value')).toBe('no value');
  });

  it('prints the figure, its gap to the baseline and the verdict in each cell', () => {
    expect(LIGHTHOUSE_HEADERS[1]).toBe('LCP ms (× bare, verdict)');
    const [baseCells, ourCells] = rows.map(lighthouseCells);
    expect(baseCells).toEqual(['baseline /', '1048', '90', '3000', '0', '900', '136.2', '4.5', '5/5']);
    expect(ourCells).toEqual([
      '/',
      '2839 (2.71×, OVER)',
      '236 (+146, within)',
      'not found (2/5 found, OVER)',
      '0 (within)',
      '900',
      '266.3 (+130.1, OVER)',
      '116.0 (OVER)',
      '5/5',
    ]);
  });
});

describe('bench options for the browser phases', () => {
  it('run Lighthouse by default, 5 rounds (--quick 1), and the Playwright phase only when asked', () => {
    expect(parseOptions([], {})).toMatchObject({ lighthouse: true, playwright: false, lighthouseRuns: 5 });
    expect(parseOptions(['--quick'], {})).toMatchObject({ lighthouse: true, lighthouseRuns: 1 });
    expect(parseOptions(['--runs=3'], {})).toMatchObject({ lighthouseRuns: 3, browserRuns: 3 });
    expect(parseOptions(['--no-lighthouse', '--playwright'], {})).toMatchObject({
      lighthouse: false,
      playwright: true,
    });
    expect(parseOptions(['--no-browser', '--playwright'], {})).toMatchObject({
      browser: false,
      lighthouse: false,
      playwright: false,
    });
    expect(parseOptions(['--lighthouse'], {})).toMatchObject({ lighthouse: true });
    expect(() => parseOptions(['--lighthouse', '--no-lighthouse'], {})).toThrow(UsageError);
  });
});
