// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eachWhenIdle, whenIdle } from '@/client/idle';

/** A browser's idle queue we drive by hand: each period allows `budget` items (1 ms each). */
function idleQueue() {
  const queue: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => queue.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    queue[handle - 1] = () => {};
  });
  return {
    pending: () => queue.length,
    runPeriod(budget: number, didWork: () => number) {
      const callback = queue.shift();
      if (!callback) throw new Error('nothing scheduled');
      const start = didWork();
      callback({ didTimeout: false, timeRemaining: () => budget - (didWork() - start) });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('eachWhenIdle', () => {
  it('does nothing at once, then works through the items in order, a slice per idle period', () => {
    const idle = idleQueue();
    const done: number[] = [];
    eachWhenIdle([1, 2, 3, 4, 5, 6, 7], (n) => done.push(n));
    expect(done).toEqual([]);
    idle.runPeriod(4, () => done.length);
    expect(done).toEqual([1, 2, 3]);
    idle.runPeriod(4, () => done.length);
    idle.runPeriod(4, () => done.length);
    expect(done).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(idle.pending()).toBe(0);
  });

  it('makes progress even when an idle period has no time left, and stops when cancelled', () => {
    const idle = idleQueue();
    const done: string[] = [];
    const cancel = eachWhenIdle(['a', 'b', 'c'], (x) => done.push(x));
    idle.runPeriod(0, () => done.length);
    expect(done).toEqual(['a']);
    cancel();
    idle.runPeriod(10, () => done.length);
    expect(done).toEqual(['a']);
  });

  it('falls back to short timer slices where requestIdleCallback is missing (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const done: number[] = [];
    eachWhenIdle(
      Array.from({ length: 50 }, (_, i) => i),
      (n) => done.push(n),
    );
    expect(done).toEqual([]);
    vi.runAllTimers();
    expect(done).toHaveLength(50);
    vi.useRealTimers();
  });
});

describe('whenIdle', () => {
  it('runs the work once, in idle time, unless cancelled first', () => {
    const queue = idleQueue();
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    queue.runPeriod(10, () => 0);
    expect(work).toHaveBeenCalledTimes(1);
    const skipped = vi.fn();
    whenIdle(skipped)();
    queue.runPeriod(10, () => 0);
    expect(skipped).not.toHaveBeenCalled();
  });
});
