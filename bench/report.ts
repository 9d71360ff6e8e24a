/** The human-readable side of a run: plain-text tables on stdout. bench/results.json carries the same figures. */
import type { BrowserMedian, BrowserSummary } from './browser';
import type { Check } from './budgets';
import { auditErrorCode, LIGHTHOUSE_HEADERS, lighthouseCells } from './lighthouse-table';
import { firstViewBytes } from './metrics';
import type { BenchResults, RouteResult } from './results';
import type { HtmlWeight } from './weight';

type Cell = string | undefined;

const DASH = '–';
const NUMBER = /^[-+]?\d[\d.,]*$/;

/** Right-aligns columns that hold only figures, so they line up; everything else is left-aligned. */
export function table(headers: string[], rows: Cell[][]): string {
  const text = rows.map((row) => headers.map((_, i) => row[i] ?? DASH));
  const numeric = headers.map(
    (_, i) =>
      text.length > 0 && text.every((row) => NUMBER.test(row[i] as string) || row[i] === DASH || row[i] === 'n/a'),
  );
  const widths = headers.map((h, i) => Math.max(h.length, ...text.map((row) => (row[i] as string).length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => (numeric[i] ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...text.map(line)].join('\n');
}

const fixed = (n: number | null | undefined, digits = 1): Cell =>
  n === null || n === undefined || !Number.isFinite(n) ? undefined : n.toFixed(digits);
const kb = (bytes: number | undefined): Cell => (bytes === undefined ? undefined : fixed(bytes / 1024));
const mb = (kbValue: number | undefined): Cell => (kbValue === undefined ? undefined : fixed(kbValue / 1024));
/** At most two decimals, without trailing zeros (Lighthouse's 1.6 × 1024 × 0.9 kbit/s is 1474.56). */
const rounded = (n: number) => String(Number(n.toFixed(2)));
const short = (label: string) => (label.length > 48 ? `${label.slice(0, 45)}…` : label);
/** A time the page never reported shows as "never" (not the dash of "not measured"). */
const msOrNever = (n: number | null | undefined): Cell => (n === null ? 'never' : fixed(n, 0));

function section(title: string, body: string): string {
  return `\n== ${title}\n${body}`;
}

function routesSection(r: BenchResults): string {
  const rows = r.routes.map((route) => [
    short(route.path),
    route.signedIn ? `${route.kind}, signed in` : route.kind,
    route.status === null ? 'no answer' : String(route.status),
    route.response?.contentEncoding ?? undefined,
    route.response?.cacheControl ?? undefined,
    route.response?.nextCache ?? undefined,
  ]);
  const notes = r.routes
    .filter((route) => route.skipped || route.note)
    .map(
      (route) =>
        `${route.path}: ${[route.skipped ? `not measured (${route.skipped})` : undefined, route.note].filter(Boolean).join('; ')}`,
    );
  return section(
    'Routes (bench/routes.ts; one GET each before measuring)',
    `${table(['route', 'kind', 'status', 'encoding', 'cache-control', 'x-nextjs-cache'], rows)}\n${notes.join('\n')}`,
  );
}

function browserSection(r: BenchResults, live: RouteResult[]): string {
  const t = r.settings.throttling;
  const title = `Real browser (Chromium ${r.versions.chromium}, Pixel 7 viewport, ${t.cpuSlowdown}× CPU, ${t.latencyMs} ms latency, ${t.downloadKbps / 1000} Mbit/s down, ${t.uploadKbps} kbit/s up; median of ${r.settings.browserRuns})`;
  if (r.browserUnavailable) return section(title, `not run: ${r.browserUnavailable}`);
  const rows: Cell[][] = [];
  const errors: string[] = [];
  const add = (label: string, summary: BrowserSummary | undefined, menu: string) => {
    if (!summary) return;
    const m = summary.median;
    rows.push([
      label,
      msOrNever(m?.fcpMs),
      msOrNever(m?.lcpMs),
      fixed(m?.tbtMs, 0),
      fixed(m?.cls, 3),
      msOrNever(m?.hydratedMs),
      menu,
      kb(m?.firstViewBytes),
      `${summary.runs.length}/${summary.runs.length + summary.errors.length}`,
    ]);
    errors.push(...summary.errors.map((e) => `${summary.url}: ${e}`));
  };
  add('baseline /', r.baseline.browser, 'n/a');
  for (const route of live) {
    const menu = route.menu
      ? `${route.menu.works ? 'works' : 'FAILS'} ${route.menu.attempts.filter((a) => a.works).length}/${route.menu.attempts.length}`
      : undefined;
    add(short(route.path), route.browser, menu ?? DASH);
    for (const attempt of route.menu?.attempts ?? [])
      if (attempt.error) errors.push(`${route.path}: menu tap: ${attempt.error}`);
  }
  const taps = live
    .flatMap((route) => (route.menu?.attempts ?? []).map((a) => ({ route: route.path, ...a })))
    .filter((a) => a.tapAfterFcpMs !== null)
    .map(
      (a) =>
        `${a.route}: touch sent at FCP + ${fixed(a.tapSentAfterFcpMs, 0)} ms, landed (pointerdown) at FCP + ${fixed(a.tapAfterFcpMs, 0)} ms, menu open ${a.openMs === null ? 'never' : `${fixed(a.openMs, 0)} ms after the touch`}`,
    );
  return section(
    title,
    table(['page', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'hydrated ms', 'menu tap', 'first view KB', 'runs ok'], rows) +
      (taps.length > 0 ? `\n${taps.join('\n')}` : '') +
      (errors.length > 0 ? `\n${errors.join('\n')}` : ''),
  );
}

function transferSection(r: BenchResults, live: RouteResult[]): string | undefined {
  const row = (label: string, m: BrowserMedian | null | undefined): Cell[] => [
    label,
    kb(m?.transfer.html),
    kb(m?.transfer.css),
    kb(m?.transfer.js),
    kb(m?.transfer.font),
    kb(m ? firstViewBytes(m.transfer) : undefined),
    kb(m?.transfer.other),
  ];
  const rows: Cell[][] = [];
  if (r.baseline.browser) rows.push(row('baseline /', r.baseline.browser.median));
  for (const route of live) if (route.browser) rows.push(row(short(route.path), route.browser.median));
  if (rows.length === 0) return undefined;
  return section(
    'First-view transfer in the throttled browser (KB on the wire: headers + encoded body, per-kind medians)',
    table(['page', 'HTML', 'CSS', 'JS', 'fonts', 'sum', 'other (images, fetches)'], rows),
  );
}

function htmlSection(r: BenchResults, live: RouteResult[]): string {
  const row = (label: string, w: HtmlWeight | undefined): Cell[] => [
    label,
    kb(w?.rawBytes),
    kb(w?.brotliBytes),
    kb(w?.gzipBytes),
  ];
  const rows = [
    row('baseline /', r.baseline.html),
    ...live.filter((route) => route.html).map((route) => row(short(route.path), route.html)),
  ];
  const quality = r.baseline.html?.brotliQuality ?? live.find((route) => route.html)?.html?.brotliQuality;
  return section(
    `HTML weight (the page's HTML decoded; brotli quality ${quality ?? '?'} and gzip default level computed here with node:zlib)`,
    table(['page', 'raw KB', 'brotli KB', 'gzip KB'], rows),
  );
}

function loadSection(r: BenchResults, live: RouteResult[]): string | undefined {
  const rows: Cell[][] = live
    .filter((route) => route.load)
    .map((route) => {
      const { ours, baseline, throughputRatio, p99Ratio } = route.load as NonNullable<RouteResult['load']>;
      return [
        short(route.path),
        String(ours.connections),
        fixed(ours.requestsPerSec),
        fixed(baseline.requestsPerSec),
        fixed(throughputRatio, 2),
        String(ours.p50Ms),
        String(ours.p99Ms),
        String(baseline.p99Ms),
        fixed(p99Ratio, 2),
        kb(ours.bytesPerResponse),
        `${ours.non2xx}/${ours.errors}`,
      ];
    });
  const dynamic = r.baseline.dynamicLoad;
  if (dynamic) {
    const { figures: d, staticFigures: s } = dynamic;
    rows.push([
      'baseline /dynamic',
      String(d.connections),
      fixed(d.requestsPerSec),
      fixed(s.requestsPerSec),
      fixed(d.requestsPerSec / s.requestsPerSec, 2),
      String(d.p50Ms),
      String(d.p99Ms),
      String(s.p99Ms),
      fixed(d.p99Ms / Math.max(s.p99Ms, 1), 2),
      kb(d.bytesPerResponse),
      `${d.non2xx}/${d.errors}`,
    ]);
  }
  if (rows.length === 0) return undefined;
  return section(
    `Origin load: ours, then the baseline static page at the same connections (${r.settings.warmupSeconds} s warm-up, ${r.settings.loadSeconds} s measured each; our database: ${r.database.label})`,
    table(
      [
        'route',
        'conns',
        'ours req/s',
        'base req/s',
        'ratio',
        'p50 ms',
        'p99 ms',
        'base p99',
        'p99 ratio',
        'KB/resp',
        'non2xx/err',
      ],
      rows,
    ),
  );
}

function lighthouseSection(r: BenchResults): string | undefined {
  const l = r.settings.lighthouse;
  const t = l.throttling;
  const version = r.versions.lighthouse;
  const index = r.baseline.lighthouse?.benchmarkIndex;
  const title = `Lighthouse ${version ?? ''} mobile, devtools throttling at its default mobile settings (${rounded(t.requestLatencyMs)} ms request latency, ${rounded(t.downloadThroughputKbps)} kbit/s down, ${rounded(t.uploadThroughputKbps)} kbit/s up, ${t.cpuSlowdownMultiplier}× CPU, applied during the load); median of ${r.settings.lighthouseRuns} interleaved round(s)${index ? `; machine benchmarkIndex ${index}` : ''}`;
  if (!r.lighthouseTable) return section(title, `not run: ${r.lighthouseUnavailable ?? 'no figures'}`);
  const errors: string[] = [];
  for (const summary of [r.baseline.lighthouse, ...r.routes.map((route) => route.lighthouse)])
    errors.push(...(summary?.errors ?? []).map((e) => `${summary?.url}: ${e}`));
  const missing: string[] = [];
  const pages = [
    { label: 'baseline /', summary: r.baseline.lighthouse },
    ...r.routes.map((route) => ({ label: route.path, summary: route.lighthouse })),
  ];
  for (const { label, summary } of pages)
    summary?.runs.forEach((run, i) => {
      const audits = Object.entries(run.missing);
      if (audits.length > 0)
        missing.push(
          `${label} round ${i + 1}: ${audits.map(([audit, why]) => `${audit} ${auditErrorCode(why)}`).join(', ')}`,
        );
    });
  const s = r.lighthouseSummary;
  const b = l.budgets;
  const rules =
    `Budgets (bench/budgets.json → lighthouse): LCP ≤ ${b.lcpRatioMax} × bare, TBT ≤ bare + ${b.tbtOverBaselineMaxMs} ms, ` +
    `${b.ttiRequired ? 'a TTI found, ' : ''}CLS ≤ ${b.clsMax}, first view ≤ bare + ${b.firstViewOverBaselineMaxKb} KB, ` +
    `HTML ≤ ${b.htmlMaxRawKb} KB raw${s ? `: ${s.within} within, ${s.over} over${s.notApplicable ? `, ${s.notApplicable} n/a` : ''}` : ''}. ` +
    'First view: total-byte-weight (every request of the load, bytes on the wire); HTML raw: the probe GET, decoded.';
  return section(
    title,
    table(LIGHTHOUSE_HEADERS, r.lighthouseTable.map(lighthouseCells)) +
      `\n${rules}` +
      (missing.length > 0
        ? `\nAudits without a value (the run counts as not found for them): ${missing.join('; ')}`
        : '') +
      (errors.length > 0 ? `\n${errors.join('\n')}` : ''),
  );
}

function valueCell(c: Check): string {
  if (typeof c.value === 'boolean') return c.value ? 'works' : 'fails';
  if (c.value === null) return c.comparison === 'found' ? 'not found' : 'never';
  return `${c.value}${c.unit ? ` ${c.unit}` : ''}`;
}

function budgetSection(r: BenchResults): string {
  const order = { lighthouse: 0, browser: 1, weight: 2, origin: 3 } as const;
  const rows = [...r.checks]
    .sort((a, b) => order[a.group] - order[b.group])
    .map((c) => {
      const unit = c.unit ? ` ${c.unit}` : '';
      const budget =
        c.comparison === 'works' || c.comparison === 'found'
          ? c.comparison
          : c.limit === null
            ? 'n/a'
            : `${c.comparison} ${c.limit}${unit}`;
      return [
        c.group,
        short(c.subject),
        c.figure,
        valueCell(c),
        c.baseline === null ? 'n/a' : `${c.baseline}${unit}`,
        budget,
        c.rule,
        c.verdict === 'over' ? 'OVER' : c.verdict,
      ];
    });
  const s = r.summary;
  return section(
    `Budgets (bench/budgets.json): ${s.within} within, ${s.over} over${s.notApplicable ? `, ${s.notApplicable} n/a` : ''}`,
    table(['group', 'subject', 'figure', 'ours', 'baseline', 'budget', 'rule', 'verdict'], rows),
  );
}

export function renderReport(r: BenchResults): string {
  const live = r.routes.filter((route) => !route.skipped);
  const v = r.versions;
  const out: (string | undefined)[] = [
    `Bench ${r.mode} run ${r.date}: next ${v.next}, react ${v.react}, node ${v.node}, chromium ${v.chromium}, lighthouse ${v.lighthouse ?? '?'}; ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.totalMemoryGb} GB; CPU ${Math.round(r.machine.cpuBusyAtStart * 100)} % busy at start`,
    `Serving: ${r.serving}. Our database: ${r.database.label}${r.database.version ? ` (server ${r.database.version})` : ''}; ${r.database.reason}.`,
    routesSection(r),
    lighthouseSection(r),
    r.settings.phases.playwright ? browserSection(r, live) : undefined,
    r.settings.phases.playwright ? transferSection(r, live) : undefined,
    htmlSection(r, live),
    loadSection(r, live),
  ];

  if (r.memory) {
    const m = r.memory;
    out.push(
      section(
        `Server memory, information only (RSS of the next-server process tree${r.database.kind === 'pglite' ? '; "launcher" = scripts/start.ts with the embedded PGlite' : ''})`,
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
      'Build, information only',
      table(
        ['app', 'seconds', 'note'],
        [
          ['ours', fixed(r.builds.ours.seconds), r.builds.ours.note],
          ['baseline', fixed(r.builds.baseline.seconds), r.builds.baseline.note],
        ],
      ),
    ),
  );

  out.push(budgetSection(r));
  if (r.warnings.length > 0) out.push(section('Warnings', r.warnings.map((w) => `! ${w}`).join('\n')));
  out.push(
    `\nFigures in bench/results.json; server and build logs in .data/bench/logs (run took ${Math.round(r.durationSeconds)} s).`,
  );
  return out.filter((part): part is string => part !== undefined).join('\n');
}
