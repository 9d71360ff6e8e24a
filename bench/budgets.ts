/**
 * The budgets live in bench/budgets.json (one file, so changing a budget is a reviewed one-line diff); this file
 * reads them and turns each measured figure into a check: the figure, the baseline's figure beside it, the limit,
 * and a verdict (within, over, or n/a when the limit needs a baseline figure the run could not measure).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { BrowserMedian, MenuSummary } from './browser';
import type { LighthouseMedian } from './lighthouse-figures';
import type { LoadFigures } from './load';
import type { RouteKind } from './routes';
import type { HtmlWeight } from './weight';
import { BUDGETS_FILE } from './paths';

const kind = z.enum(['content', 'catalogue', 'checkout', 'account', 'api']);
const ms = z.number().nonnegative();

const schema = z.object({
  lighthouse: z.object({
    /** Paths of bench/routes.ts, as written there (query included). */
    pages: z.array(z.string().startsWith('/')).min(1),
    lcpRatioMax: z.number().positive(),
    tbtOverBaselineMaxMs: ms,
    ttiRequired: z.boolean(),
    clsMax: z.number().nonnegative(),
    firstViewOverBaselineMaxKb: z.number().nonnegative(),
    htmlMaxRawKb: z.number().positive(),
  }),
  browser: z.object({
    throttling: z.object({
      cpuSlowdown: z.number().min(1),
      latencyMs: ms,
      downloadKbps: z.number().positive(),
      uploadKbps: z.number().positive(),
    }),
    quietWindowMs: ms,
    maxLcpOverBaselineMs: ms,
    maxTbtOverBaselineMs: ms,
    maxCls: z.number().nonnegative(),
    maxHydratedOverBaselineMs: ms,
    menuTap: z.object({ afterFcpMs: ms, openWithinMs: z.number().positive() }),
  }),
  weight: z.object({
    html: z.object({
      appliesTo: z.array(kind),
      maxRawKb: z.number().positive(),
      maxBrotliKb: z.number().positive(),
      brotliQuality: z.number().int().min(0).max(11),
    }),
    maxFirstViewOverBaselineKb: z.number().nonnegative(),
  }),
  origin: z.object({
    contentPages: z.object({
      appliesTo: z.array(kind),
      minThroughputRatio: z.number().positive(),
      maxP99Ratio: z.number().positive(),
    }),
    signedInPages: z.object({ maxP99Ms: z.number().positive() }),
    api: z.object({ minThroughputRatio: z.number().positive(), maxP99Ms: z.number().positive() }),
  }),
});

export type Budgets = z.infer<typeof schema>;

export function parseBudgets(json: unknown): Budgets {
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `bench/budgets.json: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

export function loadBudgets(): Budgets {
  return parseBudgets(JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')));
}

export type CheckGroup = 'lighthouse' | 'browser' | 'weight' | 'origin';

export interface Check {
  /** The route the figure belongs to. */
  subject: string;
  group: CheckGroup;
  figure: string;
  /** Ours. null: the page never reported it (a page that never hydrated, no LCP); a boolean for pass/fail checks. */
  value: number | boolean | null;
  /** The baseline's figure beside ours, in the same unit; null when the baseline has none (n/a). */
  baseline: number | null;
  /** 'works': a pass/fail check; 'found': the figure must exist at all (value null means it was not found). */
  comparison: '>=' | '<=' | 'works' | 'found';
  /** null for a pass/fail or found check, or when the limit needs a baseline figure that is missing. */
  limit: number | null;
  unit: string;
  /** How the limit was derived. */
  rule: string;
  verdict: 'within' | 'over' | 'n/a';
}

const round = (n: number, digits = 0) => Number(n.toFixed(digits));
const kb = (bytes: number) => round(bytes / 1024, 1);

interface Figure {
  subject: string;
  group: CheckGroup;
  figure: string;
  value: number | null;
  baseline: number | null;
  unit: string;
}

/** A limit that is absolute (baseline only shown beside). */
function absolute(f: Figure, comparison: '>=' | '<=', limit: number, rule = 'absolute'): Check {
  const verdict =
    f.value === null ? 'over' : (comparison === '>=' ? f.value >= limit : f.value <= limit) ? 'within' : 'over';
  return { ...f, comparison, limit, rule, verdict };
}

/** A limit of "baseline + allowance" (or × ratio); n/a when the baseline figure is missing. */
function relative(f: Figure, comparison: '>=' | '<=', limit: (baseline: number) => number, rule: string): Check {
  if (f.baseline === null)
    return { ...f, comparison, limit: null, rule: `${rule} (no baseline figure this run)`, verdict: 'n/a' };
  return absolute(f, comparison, limit(f.baseline), rule);
}

/**
 * The Lighthouse budgets of one page (budgets.json → lighthouse), each figure the median of the interleaved rounds
 * beside the baseline's median of the same rounds: LCP ≤ ratio × baseline, TBT ≤ baseline + allowance, a TTI found,
 * CLS ≤ max, first-view transfer (total-byte-weight) ≤ baseline + allowance, and the page's raw HTML (the probe's).
 */
export function checkLighthouse(
  budgets: Budgets,
  subject: string,
  ours: LighthouseMedian,
  baseline: LighthouseMedian | null,
  html: { ours?: HtmlWeight; baseline?: HtmlWeight },
): Check[] {
  const l = budgets.lighthouse;
  const figure = (
    name: string,
    pick: (m: LighthouseMedian) => number | null,
    unit: string,
    scale: (n: number) => number,
  ): Figure => {
    const value = pick(ours);
    const base = baseline ? pick(baseline) : null;
    return {
      subject,
      group: 'lighthouse',
      figure: name,
      value: value === null ? null : scale(value),
      baseline: base === null ? null : scale(base),
      unit,
    };
  };
  const ms = (n: number) => round(n);
  const checks: Check[] = [
    relative(
      figure('LCP', (m) => m.lcpMs, 'ms', ms),
      '<=',
      (base) => round(base * l.lcpRatioMax),
      `${l.lcpRatioMax} × baseline`,
    ),
    relative(
      figure('TBT', (m) => m.tbtMs, 'ms', ms),
      '<=',
      (base) => base + l.tbtOverBaselineMaxMs,
      `baseline + ${l.tbtOverBaselineMaxMs} ms`,
    ),
  ];
  if (l.ttiRequired) {
    const tti = figure('TTI', (m) => m.ttiMs, 'ms', ms);
    checks.push({
      ...tti,
      comparison: 'found',
      limit: null,
      rule: `found (the median of the rounds; ${ours.ttiFound}/${ours.runs} rounds found one)`,
      verdict: tti.value === null ? 'over' : 'within',
    });
  }
  checks.push(
    absolute(
      figure(
        'CLS',
        (m) => m.cls,
        '',
        (n) => round(n, 4),
      ),
      '<=',
      l.clsMax,
    ),
    relative(
      figure('first-view transfer', (m) => m.firstViewBytes, 'KB', kb),
      '<=',
      (base) => round(base + l.firstViewOverBaselineMaxKb, 1),
      `baseline + ${l.firstViewOverBaselineMaxKb} KB (total-byte-weight)`,
    ),
  );
  if (html.ours)
    checks.push(
      absolute(
        {
          subject,
          group: 'lighthouse',
          figure: 'HTML raw',
          value: kb(html.ours.rawBytes),
          baseline: html.baseline ? kb(html.baseline.rawBytes) : null,
          unit: 'KB',
        },
        '<=',
        l.htmlMaxRawKb,
      ),
    );
  return checks;
}

/** Real-browser budgets of one page: LCP, TBT, CLS, hydrated (browser) and first-view transfer (weight). */
export function checkBrowser(
  budgets: Budgets,
  subject: string,
  ours: BrowserMedian,
  baseline: BrowserMedian | null,
): Check[] {
  const b = budgets.browser;
  const msFigure = (figure: string, pick: (m: BrowserMedian) => number | null): Figure => {
    const value = pick(ours);
    const base = baseline ? pick(baseline) : null;
    return {
      subject,
      group: 'browser',
      figure,
      value: value === null ? null : round(value),
      baseline: base === null ? null : round(base),
      unit: 'ms',
    };
  };
  return [
    relative(
      msFigure('LCP', (m) => m.lcpMs),
      '<=',
      (base) => base + b.maxLcpOverBaselineMs,
      `baseline + ${b.maxLcpOverBaselineMs} ms`,
    ),
    relative(
      msFigure('TBT', (m) => m.tbtMs),
      '<=',
      (base) => base + b.maxTbtOverBaselineMs,
      `baseline + ${b.maxTbtOverBaselineMs} ms`,
    ),
    absolute(
      {
        subject,
        group: 'browser',
        figure: 'CLS',
        value: round(ours.cls, 3),
        baseline: baseline ? round(baseline.cls, 3) : null,
        unit: '',
      },
      '<=',
      b.maxCls,
    ),
    relative(
      msFigure('hydrated', (m) => m.hydratedMs),
      '<=',
      (base) => base + b.maxHydratedOverBaselineMs,
      `baseline + ${b.maxHydratedOverBaselineMs} ms`,
    ),
    relative(
      {
        subject,
        group: 'weight',
        figure: 'first-view transfer',
        value: kb(ours.firstViewBytes),
        baseline: baseline ? kb(baseline.firstViewBytes) : null,
        unit: 'KB',
      },
      '<=',
      (base) => round(base + budgets.weight.maxFirstViewOverBaselineKb, 1),
      `baseline + ${budgets.weight.maxFirstViewOverBaselineKb} KB`,
    ),
  ];
}

/** The header menu tapped `afterFcpMs` after First Contentful Paint opens within `openWithinMs` (the baseline has no menu). */
export function checkMenu(budgets: Budgets, subject: string, menu: MenuSummary): Check {
  const t = budgets.browser.menuTap;
  const passed = menu.attempts.filter((a) => a.works).length;
  return {
    subject,
    group: 'browser',
    figure: 'menu tap',
    value: menu.works,
    baseline: null,
    comparison: 'works',
    limit: null,
    unit: '',
    rule: `tap at FCP + ${t.afterFcpMs} ms opens the menu within ${t.openWithinMs} ms (${passed}/${menu.attempts.length} attempts)`,
    verdict: menu.works ? 'within' : 'over',
  };
}

/** HTML weight of a page whose kind the html budget applies to (content pages). */
export function checkHtml(
  budgets: Budgets,
  subject: string,
  routeKind: RouteKind,
  ours: HtmlWeight,
  baseline: HtmlWeight | null,
): Check[] {
  const h = budgets.weight.html;
  if (!h.appliesTo.includes(routeKind)) return [];
  return [
    absolute(
      {
        subject,
        group: 'weight',
        figure: 'HTML raw',
        value: kb(ours.rawBytes),
        baseline: baseline ? kb(baseline.rawBytes) : null,
        unit: 'KB',
      },
      '<=',
      h.maxRawKb,
    ),
    absolute(
      {
        subject,
        group: 'weight',
        figure: `HTML brotli q${h.brotliQuality}`,
        value: kb(ours.brotliBytes),
        baseline: baseline ? kb(baseline.brotliBytes) : null,
        unit: 'KB',
      },
      '<=',
      h.maxBrotliKb,
    ),
  ];
}

export type DatabaseKind = 'postgres' | 'pglite';

/**
 * Origin budgets of one route against the baseline static page loaded at the same connection count: content pages
 * as ratios, signed-in pages and API reads with absolute p99 limits meant for PostgreSQL.
 */
export function checkOrigin(
  budgets: Budgets,
  subject: string,
  route: { kind: RouteKind; signedIn?: boolean },
  ours: LoadFigures,
  baseline: LoadFigures,
  database: DatabaseKind,
): Check[] {
  const o = budgets.origin;
  const onWhat = database === 'postgres' ? 'on PostgreSQL' : 'measured on PGlite; the budget is for PostgreSQL';
  const rps = (value: number) => round(value, 1);
  const throughput: Figure = {
    subject,
    group: 'origin',
    figure: 'throughput',
    value: rps(ours.requestsPerSec),
    baseline: rps(baseline.requestsPerSec),
    unit: 'req/s',
  };
  const p99: Figure = {
    subject,
    group: 'origin',
    figure: 'p99 latency',
    value: ours.p99Ms,
    baseline: baseline.p99Ms,
    unit: 'ms',
  };
  if (route.kind === 'api') {
    return [
      relative(
        throughput,
        '>=',
        (base) => rps(o.api.minThroughputRatio * base),
        `${o.api.minThroughputRatio} × baseline, ${onWhat}`,
      ),
      absolute(p99, '<=', o.api.maxP99Ms, `absolute at ${ours.connections} connections, ${onWhat}`),
    ];
  }
  if (route.signedIn)
    return [absolute(p99, '<=', o.signedInPages.maxP99Ms, `absolute at ${ours.connections} connections, ${onWhat}`)];
  if (!o.contentPages.appliesTo.includes(route.kind)) return [];
  return [
    relative(
      throughput,
      '>=',
      (base) => rps(o.contentPages.minThroughputRatio * base),
      `${o.contentPages.minThroughputRatio} × baseline`,
    ),
    relative(
      p99,
      '<=',
      (base) => round(o.contentPages.maxP99Ratio * Math.max(base, 1)),
      `${o.contentPages.maxP99Ratio} × baseline (at least 1 ms)`,
    ),
  ];
}

export interface VerdictCounts {
  within: number;
  over: number;
  notApplicable: number;
}

export function summarize(checks: readonly Check[]): VerdictCounts {
  return {
    within: checks.filter((c) => c.verdict === 'within').length,
    over: checks.filter((c) => c.verdict === 'over').length,
    notApplicable: checks.filter((c) => c.verdict === 'n/a').length,
  };
}
