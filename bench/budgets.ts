/**
 * The budgets live in bench/budgets.json (one file, so changing a budget is a reviewed one-line diff); this file
 * reads them and turns each measured figure into a verdict: within or over.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { LighthouseFigures } from './lighthouse';
import type { LoadFigures } from './load';
import type { RouteKind } from './routes';
import { BUDGETS_FILE } from './paths';

const kind = z.enum(['content', 'catalogue', 'checkout', 'account', 'api']);

const schema = z.object({
  pages: z.object({ appliesTo: z.array(kind), minThroughputRatio: z.number().positive(), maxP99Ratio: z.number().positive() }),
  api: z.object({ minThroughputRatio: z.number().positive(), maxP99Ms: z.number().positive() }),
  firstLoadJs: z.object({ maxExtraKb: z.partialRecord(kind, z.number()) }),
  lighthouse: z.object({ minPerformance: z.number(), maxLcpMs: z.number(), maxCls: z.number(), maxTbtOverBaselineMs: z.number() }),
  memory: z.object({ maxServerRssRatio: z.number().positive() }),
});

export type Budgets = z.infer<typeof schema>;

export function loadBudgets(): Budgets {
  const parsed = schema.safeParse(JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')));
  if (!parsed.success) throw new Error(`bench/budgets.json: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

export interface Check {
  /** The route (or "server") the figure belongs to. */
  subject: string;
  figure: string;
  value: number;
  comparison: '>=' | '<=';
  limit: number;
  unit: string;
  /** How the limit was derived ("absolute", or from which baseline figure). */
  rule: string;
  verdict: 'within' | 'over';
}

function check(subject: string, figure: string, value: number, comparison: Check['comparison'], limit: number, unit: string, rule: string): Check {
  const within = comparison === '>=' ? value >= limit : value <= limit;
  return { subject, figure, value, comparison, limit, unit, rule, verdict: within ? 'within' : 'over' };
}

const round = (n: number, digits = 1) => Number(n.toFixed(digits));

/** Load budgets of a route, against the baseline static page measured at the same connection count. */
export function checkLoad(budgets: Budgets, subject: string, routeKind: RouteKind, ours: LoadFigures, baseline: LoadFigures): Check[] {
  if (routeKind === 'api') {
    const b = budgets.api;
    return [
      check(subject, 'throughput', round(ours.requestsPerSec), '>=', round(b.minThroughputRatio * baseline.requestsPerSec), 'req/s', `${b.minThroughputRatio} × baseline static ${round(baseline.requestsPerSec)} req/s`),
      check(subject, 'p99 latency', ours.p99Ms, '<=', b.maxP99Ms, 'ms', `absolute, at ${ours.connections} connections`),
    ];
  }
  const b = budgets.pages;
  if (!b.appliesTo.includes(routeKind)) return [];
  return [
    check(subject, 'throughput', round(ours.requestsPerSec), '>=', round(b.minThroughputRatio * baseline.requestsPerSec), 'req/s', `${b.minThroughputRatio} × baseline static ${round(baseline.requestsPerSec)} req/s`),
    check(subject, 'p99 latency', ours.p99Ms, '<=', round(b.maxP99Ratio * baseline.p99Ms), 'ms', `${b.maxP99Ratio} × baseline static p99 ${baseline.p99Ms} ms`),
  ];
}

export function checkFirstLoadJs(budgets: Budgets, subject: string, routeKind: RouteKind, oursGzip: number, baselineGzip: number): Check[] {
  const extraKb = budgets.firstLoadJs.maxExtraKb[routeKind];
  if (extraKb === undefined) return [];
  const kb = (bytes: number) => round(bytes / 1024);
  return [check(subject, 'first-load JS', kb(oursGzip), '<=', kb(baselineGzip + extraKb * 1024), 'KB gzip', `baseline static ${kb(baselineGzip)} KB + ${extraKb} KB`)];
}

export function checkLighthouse(budgets: Budgets, subject: string, ours: LighthouseFigures, baseline: LighthouseFigures | null): Check[] {
  const b = budgets.lighthouse;
  const checks = [
    check(subject, 'Lighthouse performance', ours.performance, '>=', b.minPerformance, '', 'absolute'),
    check(subject, 'LCP', Math.round(ours.lcpMs), '<=', b.maxLcpMs, 'ms', 'absolute'),
    check(subject, 'CLS', round(ours.cls, 3), '<=', b.maxCls, '', 'absolute'),
  ];
  if (baseline) {
    checks.push(check(subject, 'TBT', Math.round(ours.tbtMs), '<=', Math.round(baseline.tbtMs + b.maxTbtOverBaselineMs), 'ms', `baseline TBT ${Math.round(baseline.tbtMs)} ms + ${b.maxTbtOverBaselineMs} ms`));
  }
  return checks;
}

export function checkMemory(budgets: Budgets, oursKb: number, baselineKb: number): Check[] {
  const ratio = budgets.memory.maxServerRssRatio;
  const mb = (kb: number) => round(kb / 1024);
  return [check('server', 'RSS after load', mb(oursKb), '<=', mb(ratio * baselineKb), 'MB', `${ratio} × baseline ${mb(baselineKb)} MB`)];
}
