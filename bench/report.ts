/** The human-readable side of a run: plain-text tables on stdout. bench/results.json carries the same figures. */
import type { LighthouseSummary } from './lighthouse';
import type { BenchResults, RouteResult } from './results';

type Cell = string | undefined;

const DASH = '–';
const NUMBER = /^[-+]?\d[\d.,]*$/;

/** Right-aligns columns that hold only figures, so they line up; everything else is left-aligned. */
export function table(headers: string[], rows: Cell[][]): string {
  const text = rows.map((row) => headers.map((_, i) => row[i] ?? DASH));
  const numeric = headers.map((_, i) => text.length > 0 && text.every((row) => NUMBER.test(row[i] as string) || row[i] === DASH));
  const widths = headers.map((h, i) => Math.max(h.length, ...text.map((row) => (row[i] as string).length)));
  const line = (values: string[]) => values.map((v, i) => (numeric[i] ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0))).join('  ').trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...text.map(line)].join('\n');
}

const fixed = (n: number | null | undefined, digits = 1): Cell => (n === null || n === undefined || !Number.isFinite(n) ? undefined : n.toFixed(digits));
const kb = (bytes: number | undefined): Cell => (bytes === undefined ? undefined : fixed(bytes / 1024));
const mb = (kbValue: number | undefined): Cell => (kbValue === undefined ? undefined : fixed(kbValue / 1024));
const short = (label: string) => (label.length > 48 ? `${label.slice(0, 45)}…` : label);

function section(title: string, body: string): string {
  return `\n== ${title}\n${body}`;
}

function routesSection(r: BenchResults): string {
  const rows = r.routes.map((route) => [short(route.path), route.signedIn ? `${route.kind}, signed in` : route.kind, route.status === null ? 'no answer' : String(route.status), route.response?.cacheControl ?? undefined, route.response?.nextCache ?? undefined, kb(route.response?.htmlBytes)]);
  const notes = r.routes
    .filter((route) => route.skipped || route.note)
    .map((route) => `${route.path}: ${[route.skipped ? `not measured (${route.skipped})` : undefined, route.note].filter(Boolean).join('; ')}`);
  return section('Routes (bench/routes.ts; one GET each before measuring)', `${table(['route', 'kind', 'status', 'cache-control', 'x-nextjs-cache', 'HTML KB'], rows)}\n${notes.join('\n')}`);
}

function loadSection(r: BenchResults, live: RouteResult[]): string {
  const rows: Cell[][] = live
    .filter((route) => route.load)
    .map((route) => {
      const { ours, baseline, throughputRatio, p99Ratio } = route.load as NonNullable<RouteResult['load']>;
      return [short(route.path), String(ours.connections), fixed(ours.requestsPerSec), fixed(baseline.requestsPerSec), fixed(throughputRatio, 2), String(ours.p50Ms), String(ours.p99Ms), String(baseline.p99Ms), fixed(p99Ratio, 2), kb(ours.bytesPerResponse), `${ours.non2xx}/${ours.errors}`];
    });
  const dynamic = r.baseline.dynamicLoad;
  if (dynamic) {
    const { figures: d, staticFigures: s } = dynamic;
    rows.push(['baseline /dynamic', String(d.connections), fixed(d.requestsPerSec), fixed(s.requestsPerSec), fixed(d.requestsPerSec / s.requestsPerSec, 2), String(d.p50Ms), String(d.p99Ms), String(s.p99Ms), fixed(d.p99Ms / Math.max(s.p99Ms, 1), 2), kb(d.bytesPerResponse), `${d.non2xx}/${d.errors}`]);
  }
  return section(
    `Load: ours, then baseline static at the same connections (${r.settings.warmupSeconds} s warm-up, ${r.settings.loadSeconds} s measured each)`,
    table(['route', 'conns', 'ours req/s', 'base req/s', 'ratio', 'p50 ms', 'p99 ms', 'base p99', 'p99 ratio', 'KB/resp', 'non2xx/err'], rows),
  );
}

function jsSection(r: BenchResults, live: RouteResult[]): string {
  const { static: s, dynamic: d } = r.baseline.firstLoadJs;
  const rows: Cell[][] = [
    ['baseline /', s ? String(s.scripts) : undefined, kb(s?.bytes), kb(s?.gzipBytes), '0.0'],
    ['baseline /dynamic', d ? String(d.scripts) : undefined, kb(d?.bytes), kb(d?.gzipBytes), d && s ? kb(d.gzipBytes - s.gzipBytes) : undefined],
    ...live.filter((route) => route.firstLoadJs).map((route) => [short(route.path), String(route.firstLoadJs?.scripts), kb(route.firstLoadJs?.bytes), kb(route.firstLoadJs?.gzipBytes), kb(route.firstLoadJs?.extraGzipBytes)]),
  ];
  return section('First-load JS (every <script src> the HTML loads, gzipped here)', table(['page', 'scripts', 'raw KB', 'gzip KB', 'Δ gzip KB'], rows));
}

function lighthouseSection(r: BenchResults, live: RouteResult[]): string {
  if (r.lighthouseUnavailable) return section('Lighthouse', `not run: ${r.lighthouseUnavailable}`);
  const rows: Cell[][] = [];
  const errors: string[] = [];
  const add = (label: string, summary: LighthouseSummary | undefined) => {
    if (!summary) return;
    const m = summary.median;
    rows.push([label, fixed(m?.performance, 0), fixed(m?.lcpMs, 0), fixed(m?.tbtMs, 0), fixed(m?.cls, 3), fixed(m?.fcpMs, 0), `${summary.runs.length}/${summary.runs.length + summary.errors.length}`]);
    errors.push(...summary.errors.map((e) => `${summary.url}: ${e}`));
  };
  add('baseline /', r.baseline.lighthouse);
  for (const route of live) add(short(route.path), route.lighthouse);
  const index = r.baseline.lighthouse?.benchmarkIndex;
  const title = `Lighthouse mobile (default throttling, median of ${r.settings.lighthouseRuns}${index ? `; machine benchmarkIndex ${index}` : ''})`;
  return section(title, table(['page', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'runs ok'], rows) + (errors.length > 0 ? `\n${errors.join('\n')}` : ''));
}

export function renderReport(r: BenchResults): string {
  const live = r.routes.filter((route) => !route.skipped);
  const v = r.versions;
  const out: string[] = [
    `Bench ${r.mode} run ${r.date}: next ${v.next}, react ${v.react}, node ${v.node}, chromium ${v.chromium}; ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.totalMemoryGb} GB; CPU ${Math.round(r.machine.cpuBusyAtStart * 100)} % busy at start`,
    routesSection(r),
    loadSection(r, live),
    jsSection(r, live),
    lighthouseSection(r, live),
  ];

  if (r.memory) {
    const m = r.memory;
    out.push(
      section(
        'Server memory (RSS of the next-server process tree; "launcher" = scripts/start.ts with the embedded PGlite)',
        table(
          ['server', 'before MB', 'after load MB', 'launcher after MB'],
          [
            ['ours', mb(m.ours.before.serverKb), mb(m.ours.after.serverKb), mb(m.ours.after.launcherKb)],
            ['baseline', mb(m.baseline.before.serverKb), mb(m.baseline.after.serverKb), undefined],
          ],
        ),
      ),
    );
  }

  out.push(
    section(
      'Build',
      table(
        ['app', 'seconds', 'note'],
        [
          ['ours', fixed(r.builds.ours.seconds), r.builds.ours.note],
          ['baseline', fixed(r.builds.baseline.seconds), r.builds.baseline.note],
        ],
      ),
    ),
  );

  out.push(
    section(
      `Budgets (bench/budgets.json): ${r.summary.within} within, ${r.summary.over} over`,
      table(
        ['subject', 'figure', 'value', 'budget', 'derived from', 'verdict'],
        r.checks.map((c) => {
          const unit = c.unit ? ` ${c.unit}` : '';
          return [short(c.subject), c.figure, `${c.value}${unit}`, `${c.comparison} ${c.limit}${unit}`, c.rule, c.verdict === 'over' ? 'OVER' : 'within'];
        }),
      ),
    ),
  );

  if (r.warnings.length > 0) out.push(section('Warnings', r.warnings.map((w) => `! ${w}`).join('\n')));
  out.push(`\nFigures in bench/results.json; server and build logs in .data/bench/logs (run took ${Math.round(r.durationSeconds)} s).`);
  return out.join('\n');
}
