import 'server-only';
import { dispatchDueMessages } from './commerce/notifications';
import { env } from './env';
import { reconcileStalePayments } from './payments/service';

/**
 * Work no request triggers: SMS that fall due later (the scan reminder a day ahead) and payments the gateway
 * never reported on. Both are safe to run from several servers at once (rows are claimed; credits are guarded),
 * and both are what an ops scheduler would call if JOBS_INTERVAL_SECONDS is 0.
 */
export async function runJobsOnce(now = new Date()): Promise<{ messagesSent: number; paymentsChecked: number }> {
  const paymentsChecked = await reconcileStalePayments(now);
  const messagesSent = await dispatchDueMessages(now);
  return { messagesSent, paymentsChecked };
}

let timer: NodeJS.Timeout | undefined;

/** Starts the job loop of this server process once; a run never overlaps the previous one. */
export function startBackgroundJobs(): void {
  const seconds = env().JOBS_INTERVAL_SECONDS;
  if (timer || seconds === 0) return;
  let running = false;
  timer = setInterval(() => {
    if (running) return;
    running = true;
    runJobsOnce()
      .catch((error: unknown) => console.error('[jobs] run failed', error))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
}
