/**
 * The Lighthouse table: one row per budgeted page with the baseline's row first, each figure beside the baseline's
 * (LCP as a ratio, TBT and first-view transfer as a difference) and the verdict of its budget. bench/results.json
 * carries these rows (`lighthouseTable`) and bench/report.ts prints them; both come from here.
 */
import type { Check } from './budgets';
import type { LighthouseSummary } from './lighthouse-figures';
import type { HtmlWeight } from './weight';

export type Verdict = Check['verdict'];

export interface LighthouseRow {
  page: string;
  /** The bare app's static page: no ratios or verdicts on its row. */
  isBaseline: boolean;
  /** Successful rounds, out of `rounds`. */
  runsOk: number;
  rounds: number;
  lcpMs: number | null;
  /** Ours ÷ the baseline's LCP (two decimals); null when either is missing. */
  lcpRatio: number | null;
  tbtMs: number | null;
  /** Ours − the baseline's TBT. */
  tbtOverMs: number | null;
  /** null: Lighthouse found no TTI in most rounds ("not found"). */
  ttiMs: number | null;
  /** Rounds in which a TTI was found. */
  ttiFound: number;
  cls: number | null;
  fcpMs: number | null;
  /** total-byte-weight, KB (1024 bytes), one decimal. */
  firstViewKb: number | null;
  firstViewOverKb: number | null;
  htmlRawKb: number | null;
  /** Lighthouse's performance score under this throttling; information only. */
  performance: number | null;
  /** Verdicts of this page's Lighthouse budgets, by figure (absent on the baseline's row). */
  verdicts: Partial<Record<'LCP' | 'TBT' | 'TTI' | 'CLS' | 'first-view transfer' | 'HTML raw', Verdict>>;
}

const round = (n: number, digits = 0) => Number(n.toFixed(digits));
const kb = (bytes: number) => round(bytes / 1024, 1);
const diff = (a: number | null, b: number | null, scale: (n: number) => number): number | null =>
  a === null || b === null ? null : scale(a - b);

const VERDICT_FIGURES = ['LCP', 'TBT', 'TTI', 'CLS', 'first-view transfer', 'HTML raw'] as const;

export interface LighthousePage {
  path: string;
  summary: LighthouseSummary | undefined;
  html: HtmlWeight | undefined;
}

function row(
  page: string,
  isBaseline: boolean,
  summary: LighthouseSummary | undefined,
  html: HtmlWeight | undefined,
  base: LighthouseSummary | undefined,
  checks: readonly Check[],
): LighthouseRow {
  const m = summary?.median ?? null;
  const b = isBaseline ? null : (base?.median ?? null);
  const ms = (n: number | null | undefined) => (n === null || n === undefined ? null : round(n));
  const lcp = ms(m?.lcpMs);
  const baseLcp = ms(b?.lcpMs);
  const bytes = m?.firstViewBytes ?? null;
  const baseBytes = b?.firstViewBytes ?? null;
  const verdicts: LighthouseRow['verdicts'] = {};
  if (!isBaseline)
    for (const figure of VERDICT_FIGURES) {
      const check = checks.find((c) => c.group === 'lighthouse' && c.subject === page && c.figure === figure);
      if (check) verdicts[figure] = check.verdict;
    }
  return {
    page,
    isBaseline,
    runsOk: summary?.runs.length ?? 0,
    rounds: (summary?.runs.length ?? 0) + (summary?.errors.length ?? 0),
    lcpMs: lcp,
    lcpRatio: lcp === null || baseLcp === null || baseLcp === 0 ? null : round(lcp / baseLcp, 2),
    tbtMs: ms(m?.tbtMs),
    tbtOverMs: diff(ms(m?.tbtMs), ms(b?.tbtMs), round),
    ttiMs: ms(m?.ttiMs),
    ttiFound: m?.ttiFound ?? 0,
    cls: m?.cls === null || m?.cls === undefined ? null : round(m.cls, 4),
    fcpMs: ms(m?.fcpMs),
    firstViewKb: bytes === null ? null : kb(bytes),
    firstViewOverKb: diff(bytes, baseBytes, kb),
    htmlRawKb: html ? kb(html.rawBytes) : null,
    performance: m?.performance ?? null,
    verdicts,
  };
}

/** The baseline's row first, then every measured page in the order given. */
export function lighthouseRows(
  baseline: { summary: LighthouseSummary | undefined; html: HtmlWeight | undefined },
  pages: readonly LighthousePage[],
  checks: readonly Check[],
): LighthouseRow[] {
  return [
    row('baseline /', true, baseline.summary, baseline.html, undefined, checks),
    ...pages.map((page) => row(page.path, false, page.summary, page.html, baseline.summary, checks)),
  ];
}

const mark = (verdict: Verdict | undefined) => (verdict === 'over' ? 'OVER' : verdict);
const signed = (n: number, digits: number) => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(digits)}`;

/** "figure (details, verdict)", leaving out what is missing; the baseline's row has only figures. */
function cell(figure: string, ...details: Array<string | undefined>): string {
  const shown = details.filter((d): d is string => d !== undefined);
  return shown.length > 0 ? `${figure} (${shown.join(', ')})` : figure;
}

/** The printed cells of a row, in the table's column order. */
export function lighthouseCells(r: LighthouseRow): string[] {
  const v = r.verdicts;
  const ms = (n: number | null, missing: string) => (n === null ? missing : n.toFixed(0));
  const ttiFound = r.runsOk > 0 && r.ttiFound < r.runsOk ? `${r.ttiFound}/${r.runsOk} found` : undefined;
  return [
    r.page,
    r.isBaseline
      ? ms(r.lcpMs, 'never')
      : cell(ms(r.lcpMs, 'never'), r.lcpRatio === null ? undefined : `${r.lcpRatio.toFixed(2)}×`, mark(v.LCP)),
    r.isBaseline
      ? ms(r.tbtMs, 'none')
      : cell(ms(r.tbtMs, 'none'), r.tbtOverMs === null ? undefined : signed(r.tbtOverMs, 0), mark(v.TBT)),
    cell(ms(r.ttiMs, 'not found'), ttiFound, r.isBaseline ? undefined : mark(v.TTI)),
    r.cls === null ? 'none' : cell(String(r.cls), r.isBaseline ? undefined : mark(v.CLS)),
    ms(r.fcpMs, 'never'),
    r.firstViewKb === null
      ? 'none'
      : r.isBaseline
        ? r.firstViewKb.toFixed(1)
        : cell(
            r.firstViewKb.toFixed(1),
            r.firstViewOverKb === null ? undefined : signed(r.firstViewOverKb, 1),
            mark(v['first-view transfer']),
          ),
    r.htmlRawKb === null ? '–' : cell(r.htmlRawKb.toFixed(1), r.isBaseline ? undefined : mark(v['HTML raw'])),
    `${r.runsOk}/${r.rounds}`,
  ];
}

export const LIGHTHOUSE_HEADERS = [
  'page',
  'LCP ms (× bare, verdict)',
  'TBT ms (over bare)',
  'TTI ms',
  'CLS',
  'FCP ms',
  'first view KB (over bare)',
  'HTML raw KB',
  'runs ok',
];

/**
 * "NO_TTI_CPU_IDLE_PERIOD" from Lighthouse's "Your page took too long to load. … (NO_TTI_CPU_IDLE_PERIOD)"; any
 * other message as it is.
 */
export function auditErrorCode(message: string): string {
  return /\(([A-Z][A-Z0-9_]+)\)\s*$/.exec(message)?.[1] ?? message;
}
