/**
 * The pure arithmetic of the real-browser figures (bench/browser.ts collects the entries): Total Blocking Time from
 * long tasks, Cumulative Layout Shift from layout-shift entries, and medians over runs. No browser here, so the unit
 * tests (tests/unit/bench-metrics.test.ts) pin the definitions down.
 */

/** A long task as the page's PerformanceObserver('longtask') saw it: start and duration in ms since navigation. */
export interface LongTask {
  start: number;
  duration: number;
}

/** A layout-shift entry: when, how much, and whether an input came just before it (then it does not count). */
export interface LayoutShift {
  start: number;
  value: number;
  hadRecentInput: boolean;
}

/** A task blocks the main thread for whatever it runs beyond this (the RAIL / Lighthouse threshold). */
export const BLOCKING_THRESHOLD_MS = 50;

/**
 * Total Blocking Time over [windowStart, windowEnd], as Lighthouse computes it: each long task is clipped to the
 * window, and a clipped task of at least 50 ms adds its length beyond 50 ms. The bench's window starts at First
 * Contentful Paint and ends where its observation ends (the page hydrated, fired load, and then ran 5 s without a
 * long task), which makes the end a quiet window like Lighthouse's Time to Interactive.
 */
export function totalBlockingTime(tasks: readonly LongTask[], windowStart: number, windowEnd: number): number {
  let total = 0;
  for (const task of tasks) {
    const start = Math.max(task.start, windowStart);
    const end = Math.min(task.start + task.duration, windowEnd);
    const clipped = end - start;
    if (clipped > BLOCKING_THRESHOLD_MS) total += clipped - BLOCKING_THRESHOLD_MS;
  }
  return total;
}

/** End of the last long task, or 0 when there was none. */
export function lastLongTaskEnd(tasks: readonly LongTask[]): number {
  return tasks.reduce((latest, task) => Math.max(latest, task.start + task.duration), 0);
}

/** Session windows of Core Web Vitals: a gap of 1 s or more, or a window longer than 5 s, starts a new one. */
const SESSION_GAP_MS = 1000;
const SESSION_MAX_MS = 5000;

/**
 * Cumulative Layout Shift as Core Web Vitals defines it (and Lighthouse reports it): shifts right after an input
 * are left out, the rest are grouped in session windows, and the largest window's sum is the figure.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].filter((s) => !s.hadRecentInput).sort((a, b) => a.start - b.start)) {
    if (shift.start - previous >= SESSION_GAP_MS || shift.start - windowStart > SESSION_MAX_MS) {
      current = 0;
      windowStart = shift.start;
    }
    current += shift.value;
    previous = shift.start;
    largest = Math.max(largest, current);
  }
  return largest;
}

/**
 * Median of the runs. A null value is a run where the figure never came (a page that never hydrated, an LCP never
 * reported): it sorts above every number, so a majority of such runs makes the median null as well, and a single
 * one only moves the median up. Undefined for no runs at all.
 */
export function medianOf(values: ReadonlyArray<number | null>): number | null | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[mid] ?? null;
  const low = sorted[mid - 1];
  const high = sorted[mid];
  return low === null || high === null || low === undefined || high === undefined ? null : (low + high) / 2;
}

/** What a browser fetched, by the kinds the first-view budget counts. */
export type TransferKind = 'html' | 'css' | 'js' | 'font' | 'other';

/** From the resource type Chromium's DevTools protocol reports (Network.responseReceived `type`). */
export function transferKind(resourceType: string | undefined): TransferKind {
  switch (resourceType) {
    case 'Document':
      return 'html';
    case 'Stylesheet':
      return 'css';
    case 'Script':
      return 'js';
    case 'Font':
      return 'font';
    default:
      return 'other';
  }
}

export type TransferBytes = Record<TransferKind, number>;

export function emptyTransfer(): TransferBytes {
  return { html: 0, css: 0, js: 0, font: 0, other: 0 };
}

/** HTML + CSS + JS + fonts: the first-view transfer the budget counts (images and fetches are reported apart). */
export function firstViewBytes(transfer: TransferBytes): number {
  return transfer.html + transfer.css + transfer.js + transfer.font;
}
