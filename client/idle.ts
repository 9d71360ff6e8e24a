/** The part of IdleDeadline we use; browsers without requestIdleCallback (Safari) get a timer-based stand-in. */
interface Deadline {
  timeRemaining(): number;
}

/** How long a fallback slice may run: well under the 50 ms that makes a task "long". */
const FALLBACK_SLICE_MS = 8;

function requestIdle(callback: (deadline: Deadline) => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(() => {
    const end = performance.now() + FALLBACK_SLICE_MS;
    callback({ timeRemaining: () => Math.max(0, end - performance.now()) });
  }, 1);
  return () => window.clearTimeout(timer);
}

/**
 * Runs `work` on each item in the browser's idle time, a slice at a time, so that a pass over hundreds of elements
 * never blocks input or the first frames. Always makes progress (at least one item per slice). Returns a cancel
 * function for effect clean-up.
 */
export function eachWhenIdle<T>(items: readonly T[], work: (item: T) => void): () => void {
  let index = 0;
  let cancel = () => {};
  const slice = (deadline: Deadline) => {
    do {
      work(items[index++] as T);
    } while (index < items.length && deadline.timeRemaining() > 1);
    if (index < items.length) cancel = requestIdle(slice);
  };
  if (items.length > 0) cancel = requestIdle(slice);
  return () => cancel();
}

/** Runs `work` once in the browser's idle time (within a second at the latest). Returns a cancel function. */
export function whenIdle(work: () => void): () => void {
  return requestIdle(() => work());
}
