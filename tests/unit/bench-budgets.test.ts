import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserMedian } from '@/bench/browser';
import {
  checkBrowser,
  checkHtml,
  checkMenu,
  checkOrigin,
  parseBudgets,
  summarize,
  type Budgets,
} from '@/bench/budgets';
import type { LoadFigures } from '@/bench/load';
import { parseOptions, routeSelected, UsageError } from '@/bench/options';
import { withDatabase, redact } from '@/bench/database';
import { htmlWeight } from '@/bench/weight';

const budgets: Budgets = parseBudgets(
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../bench/budgets.json'), 'utf8')),
);

const median = (over: Partial<BrowserMedian> = {}): BrowserMedian => ({
  fcpMs: 500,
  lcpMs: 600,
  tbtMs: 0,
  cls: 0,
  hydratedMs: 800,
  firstViewBytes: 100 * 1024,
  transfer: { html: 1024, css: 0, js: 99 * 1024, font: 0, other: 0 },
  ...over,
});

const load = (requestsPerSec: number, p99Ms: number, connections = 10): LoadFigures => ({
  url: 'http://127.0.0.1/',
  connections,
  seconds: 10,
  requestsPerSec,
  p50Ms: 1,
  p99Ms,
  requests: requestsPerSec * 10,
  bytesPerResponse: 1000,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
});

describe('bench/budgets.json', () => {
  it('holds the issue budgets', () => {
    expect(budgets.browser.throttling).toEqual({ cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 });
    expect(budgets.browser).toMatchObject({
      maxLcpOverBaselineMs: 400,
      maxTbtOverBaselineMs: 100,
      maxCls: 0.02,
      maxHydratedOverBaselineMs: 700,
      menuTap: { afterFcpMs: 300 },
    });
    expect(budgets.weight).toMatchObject({
      html: { maxRawKb: 80, maxBrotliKb: 16, brotliQuality: 11 },
      maxFirstViewOverBaselineKb: 60,
    });
    expect(budgets.origin).toMatchObject({
      contentPages: { minThroughputRatio: 0.3, maxP99Ratio: 3 },
      signedInPages: { maxP99Ms: 150 },
      api: { minThroughputRatio: 0.5, maxP99Ms: 50 },
    });
  });

  it('refuses a malformed file, naming the field', () => {
    expect(() => parseBudgets({ ...budgets, browser: { ...budgets.browser, maxCls: -1 } })).toThrow(/browser\.maxCls/);
  });
});

describe('real-browser checks', () => {
  it('puts the baseline figure beside ours and derives the limits from it', () => {
    const checks = checkBrowser(
      budgets,
      '/',
      median({ lcpMs: 1399.6, tbtMs: 180, hydratedMs: 1600, firstViewBytes: 170 * 1024 }),
      median({ lcpMs: 1000, tbtMs: 20, hydratedMs: 900, firstViewBytes: 100 * 1024 }),
    );
    const by = Object.fromEntries(checks.map((c) => [c.figure, c]));
    expect(by.LCP).toMatchObject({ value: 1400, baseline: 1000, limit: 1400, verdict: 'within' });
    expect(by.TBT).toMatchObject({ value: 180, baseline: 20, limit: 120, verdict: 'over' });
    expect(by.CLS).toMatchObject({ value: 0, baseline: 0, limit: 0.02, verdict: 'within', rule: 'absolute' });
    expect(by.hydrated).toMatchObject({ value: 1600, baseline: 900, limit: 1600, verdict: 'within' });
    expect(by['first-view transfer']).toMatchObject({
      group: 'weight',
      value: 170,
      baseline: 100,
      limit: 160,
      unit: 'KB',
      verdict: 'over',
    });
  });

  it('marks a page that never hydrated as over, and limits without a baseline as n/a', () => {
    const checks = checkBrowser(budgets, '/', median({ hydratedMs: null, cls: 0.05 }), null);
    const by = Object.fromEntries(checks.map((c) => [c.figure, c]));
    expect(by.hydrated).toMatchObject({ value: null, verdict: 'n/a' });
    expect(by.CLS).toMatchObject({ value: 0.05, baseline: null, verdict: 'over' });
    const never = checkBrowser(budgets, '/', median({ hydratedMs: null }), median()).find(
      (c) => c.figure === 'hydrated',
    );
    expect(never).toMatchObject({ value: null, baseline: 800, verdict: 'over' });
  });

  it('passes the menu only when every attempt opened it', () => {
    const ok = { works: true, tapSentAfterFcpMs: 301, tapAfterFcpMs: 305, openMs: 40 };
    expect(checkMenu(budgets, '/', { url: '/', attempts: [ok, ok], works: true })).toMatchObject({
      value: true,
      baseline: null,
      comparison: 'works',
      verdict: 'within',
    });
    const failed = checkMenu(budgets, '/', {
      url: '/',
      attempts: [ok, { works: false, tapSentAfterFcpMs: null, tapAfterFcpMs: null, openMs: null }],
      works: false,
    });
    expect(failed).toMatchObject({ value: false, verdict: 'over' });
    expect(failed.rule).toContain('1/2 attempts');
  });
});

describe('weight checks', () => {
  it('checks the HTML of content pages against absolute limits, with the baseline beside', () => {
    const ours = { rawBytes: 81 * 1024, brotliBytes: 12 * 1024, gzipBytes: 15 * 1024, brotliQuality: 11 };
    const base = { rawBytes: 5 * 1024, brotliBytes: 1024, gzipBytes: 1200, brotliQuality: 11 };
    const [raw, brotli] = checkHtml(budgets, '/', 'content', ours, base);
    expect(raw).toMatchObject({ figure: 'HTML raw', value: 81, baseline: 5, limit: 80, verdict: 'over' });
    expect(brotli).toMatchObject({ figure: 'HTML brotli q11', value: 12, baseline: 1, limit: 16, verdict: 'within' });
    expect(checkHtml(budgets, '/my-account', 'account', ours, base)).toEqual([]);
  });

  it('computes brotli at the quality asked for', () => {
    const html = new TextEncoder().encode(
      '<html><body>' + '<p class="x">hello world</p>'.repeat(500) + '</body></html>',
    );
    const w = htmlWeight(html, 11);
    expect(w.rawBytes).toBe(html.byteLength);
    expect(w.brotliBytes).toBeLessThan(w.gzipBytes);
    expect(w.brotliQuality).toBe(11);
  });
});

describe('origin checks', () => {
  it('holds content pages to ratios of the bare static page', () => {
    const [rps, p99] = checkOrigin(budgets, '/', { kind: 'content' }, load(400, 9), load(1000, 3), 'postgres');
    expect(rps).toMatchObject({ value: 400, baseline: 1000, limit: 300, verdict: 'within' });
    expect(p99).toMatchObject({ value: 9, baseline: 3, limit: 9, verdict: 'within' });
    expect(
      checkOrigin(budgets, '/', { kind: 'catalogue' }, load(200, 10), load(1000, 3), 'postgres').map((c) => c.verdict),
    ).toEqual(['over', 'over']);
  });

  it('holds signed-in pages to an absolute p99 and says which database ran', () => {
    const checks = checkOrigin(
      budgets,
      '/my-account',
      { kind: 'account', signedIn: true },
      load(50, 140),
      load(1000, 3),
      'pglite',
    );
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ figure: 'p99 latency', value: 140, baseline: 3, limit: 150, verdict: 'within' });
    expect(checks[0]?.rule).toContain('PGlite');
  });

  it('holds API reads to half the static throughput and 50 ms p99', () => {
    const [rps, p99] = checkOrigin(
      budgets,
      '/api/x',
      { kind: 'api' },
      load(600, 51, 50),
      load(1000, 20, 50),
      'postgres',
    );
    expect(rps).toMatchObject({ limit: 500, verdict: 'within' });
    expect(p99).toMatchObject({ limit: 50, verdict: 'over' });
    expect(p99?.rule).toContain('on PostgreSQL');
  });

  it('counts verdicts', () => {
    const checks = [
      ...checkBrowser(budgets, '/', median(), null),
      ...checkOrigin(budgets, '/', { kind: 'content' }, load(400, 9), load(1000, 3), 'postgres'),
    ];
    expect(summarize(checks)).toEqual({ within: 3, over: 0, notApplicable: 4 });
  });
});

describe('bench options', () => {
  it('defaults to 5 browser runs, the database chosen by pg_isready, and quick to 1 run', () => {
    expect(parseOptions([], {})).toMatchObject({
      browserRuns: 5,
      menuRuns: 3,
      database: 'auto',
      postgresUrl: 'postgres://postgres@127.0.0.1:5432',
      browser: true,
      load: true,
      lighthouse: true,
      playwright: false,
    });
    expect(parseOptions(['--quick'], {})).toMatchObject({ quick: true, browserRuns: 1, menuRuns: 1, loadSeconds: 5 });
    expect(parseOptions(['--quick', '--runs=3', '--db=pglite', '--no-load', '--routes=/,/hi'], {})).toMatchObject({
      browserRuns: 3,
      database: 'pglite',
      load: false,
      routes: ['/', '/hi'],
    });
  });

  it('refuses what it does not know', () => {
    expect(() => parseOptions(['--db=mysql'], {})).toThrow(UsageError);
    expect(() => parseOptions(['--runs=0'], {})).toThrow(UsageError);
    expect(() => parseOptions(['--runs'], {})).toThrow(/needs a value/);
    expect(() => parseOptions(['--fast'], {})).toThrow(UsageError);
  });

  it('selects routes by path, with or without the query', () => {
    expect(routeSelected('/toothsi/products/allproducts?category=X', ['/toothsi/products/allproducts'])).toBe(true);
    expect(routeSelected('/hi', ['/'])).toBe(false);
    expect(routeSelected('/hi', undefined)).toBe(true);
  });

  it('names a fresh database on the server URL and never shows a password', () => {
    expect(withDatabase('postgres://postgres@127.0.0.1:5432', 'sitrus_bench_1')).toBe(
      'postgres://postgres@127.0.0.1:5432/sitrus_bench_1',
    );
    expect(redact('postgres://u:secret@db:5432/x')).toBe('postgres://u:***@db:5432/x');
  });
});
