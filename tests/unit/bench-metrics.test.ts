import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cumulativeLayoutShift,
  firstViewBytes,
  lastLongTaskEnd,
  medianOf,
  totalBlockingTime,
  transferKind,
} from '@/bench/metrics';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydrated';

describe("the bench's Total Blocking Time", () => {
  it('adds what each long task runs beyond 50 ms inside the window', () => {
    const tasks = [
      { start: 1000, duration: 120 }, // 70
      { start: 2000, duration: 50 }, // exactly 50: nothing
      { start: 3000, duration: 300 }, // 250
    ];
    expect(totalBlockingTime(tasks, 500, 10_000)).toBe(320);
  });

  it('clips a task that starts before First Contentful Paint to the part after it', () => {
    // 400 ms task from 800 to 1200; FCP at 1000: 200 ms inside, 150 blocking (Lighthouse's clipping).
    expect(totalBlockingTime([{ start: 800, duration: 400 }], 1000, 5000)).toBe(150);
    // Only 40 ms of it after FCP: under the threshold, nothing.
    expect(totalBlockingTime([{ start: 800, duration: 240 }], 1000, 5000)).toBe(0);
  });

  it('leaves out tasks entirely before the window or after its end, and clips at the end', () => {
    const tasks = [
      { start: 100, duration: 500 },
      { start: 9000, duration: 500 },
      { start: 4900, duration: 200 },
    ];
    // The last one: 4900–5000 inside a window ending at 5000 → 100 ms, 50 blocking.
    expect(totalBlockingTime(tasks, 1000, 5000)).toBe(50);
  });

  it('is 0 without long tasks', () => {
    expect(totalBlockingTime([], 0, 10_000)).toBe(0);
    expect(lastLongTaskEnd([])).toBe(0);
  });

  it('knows when the last long task ended (for the quiet window)', () => {
    expect(
      lastLongTaskEnd([
        { start: 100, duration: 60 },
        { start: 50, duration: 400 },
      ]),
    ).toBe(450);
  });
});

describe("the bench's Cumulative Layout Shift", () => {
  it('sums shifts of one session window', () => {
    expect(
      cumulativeLayoutShift([
        { start: 100, value: 0.01, hadRecentInput: false },
        { start: 600, value: 0.02, hadRecentInput: false },
      ]),
    ).toBeCloseTo(0.03);
  });

  it('takes the largest session window: a gap of 1 s starts a new one', () => {
    const shifts = [
      { start: 100, value: 0.05, hadRecentInput: false },
      { start: 1500, value: 0.01, hadRecentInput: false },
      { start: 1700, value: 0.01, hadRecentInput: false },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.05);
  });

  it('caps a window at 5 s', () => {
    const shifts = Array.from({ length: 12 }, (_, i) => ({ start: i * 900, value: 0.01, hadRecentInput: false }));
    // Windows: 0–4500 (6 shifts, the seventh at 5400 is > 5 s after the start), then 5400–9900 (6 shifts).
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06);
  });

  it('leaves out shifts right after an input', () => {
    expect(
      cumulativeLayoutShift([
        { start: 100, value: 0.3, hadRecentInput: true },
        { start: 200, value: 0.001, hadRecentInput: false },
      ]),
    ).toBeCloseTo(0.001);
    expect(cumulativeLayoutShift([])).toBe(0);
  });
});

describe('medians over runs', () => {
  it('is the middle run, or the mean of the two middle ones', () => {
    expect(medianOf([300, 100, 200])).toBe(200);
    expect(medianOf([400, 100, 200, 300])).toBe(250);
    expect(medianOf([])).toBeUndefined();
  });

  it('counts a figure never reported as worse than any number', () => {
    expect(medianOf([100, null, 200])).toBe(200);
    expect(medianOf([100, null, null])).toBeNull();
    expect(medianOf([100, null])).toBeNull();
  });
});

describe('first-view transfer', () => {
  it('classifies DevTools resource types and sums HTML, CSS, JS and fonts only', () => {
    expect(['Document', 'Stylesheet', 'Script', 'Font', 'Image', 'Fetch', undefined].map(transferKind)).toEqual([
      'html',
      'css',
      'js',
      'font',
      'other',
      'other',
      'other',
    ]);
    expect(firstViewBytes({ html: 10, css: 20, js: 30, font: 40, other: 1000 })).toBe(100);
  });
});

describe('the baseline app', () => {
  it('sets the same hydrated mark as our shell', () => {
    const source = readFileSync(path.join(import.meta.dirname, '../../bench/baseline/app/hydrated-mark.tsx'), 'utf8');
    expect(source).toContain(`setAttribute('${HYDRATED_ATTRIBUTE}', '')`);
    expect(readFileSync(path.join(import.meta.dirname, '../../bench/baseline/app/layout.tsx'), 'utf8')).toContain(
      '<HydratedMark />',
    );
  });
});
