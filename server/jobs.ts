import 'server-only';
import { Pool } from 'pg';
import { dispatchDueMessages } from './commerce/notifications';
import { db } from './db/client';
import { env } from './env';
import { reconcileStalePayments } from './payments/service';
import { deleteExpiredSmilePreviews } from './smile-preview/service';

/**
 * Key of the PostgreSQL advisory lock a job run holds: "jobs" in ASCII. Advisory locks live in one key space per
 * database, so no other lock of ours may use this number.
 */
export const JOBS_LOCK_KEY = 0x6a6f6273;

export interface JobsRun {
  /** Why this run did nothing: a run of this process, or another instance's, was still going. */
  skipped: null | 'running-here' | 'locked-elsewhere';
  messagesSent: number;
  paymentsChecked: number;
  /** Smile preview photos past their 24-hour retention, deleted. */
  smilePreviewsDeleted: number;
}

let runningHere = false;

/**
 * Work no request triggers: SMS that fall due later (the scan reminder a day ahead), payments the gateway
 * never reported on and smile preview photos past their retention; what an ops scheduler would call if JOBS_INTERVAL_SECONDS is 0. Every instance runs it on its
 * timer, and one run at a time does the work: it holds a PostgreSQL advisory lock, and a run that finds it taken
 * skips. The jobs stay safe without the lock (rows are claimed, credits guarded); the lock keeps N instances from
 * doing the same sweep N times a minute.
 */
export async function runJobsOnce(now = new Date()): Promise<JobsRun> {
  // Within one process a flag does it, and has to on the embedded PGlite: every connection shares its one session,
  // so its advisory locks never exclude anything (and only one process can open it).
  if (runningHere) return { skipped: 'running-here', messagesSent: 0, paymentsChecked: 0, smilePreviewsDeleted: 0 };
  runningHere = true;
  try {
    const lock = await takeJobsLock();
    if (!lock) return { skipped: 'locked-elsewhere', messagesSent: 0, paymentsChecked: 0, smilePreviewsDeleted: 0 };
    try {
      const paymentsChecked = await reconcileStalePayments(now);
      const messagesSent = await dispatchDueMessages(now);
      const smilePreviewsDeleted = await deleteExpiredSmilePreviews(now);
      return { skipped: null, messagesSent, paymentsChecked, smilePreviewsDeleted };
    } finally {
      await lock.release();
    }
  } finally {
    runningHere = false;
  }
}

interface HeldLock {
  /** Never throws: the run's own outcome is what its caller needs. */
  release(): Promise<void>;
}

/**
 * A session-level lock (not a transaction-level one: a run makes many short transactions, and holding one open
 * for minutes of gateway calls would pin a connection in a transaction). The session is a connection of the app's
 * pool set aside for the run, so the unlock reaches the session that locked; if that connection breaks, PostgreSQL
 * drops its locks with it.
 */
async function takeJobsLock(): Promise<HeldLock | null> {
  const database = db();
  const pool = '$client' in database && database.$client instanceof Pool ? database.$client : null;
  if (!pool) throw new Error('The jobs need the node-postgres pool behind db() for their advisory lock.');

  if ((pool.options.max ?? 10) <= 1) {
    // A pool of one connection (`npm start` on the embedded database): setting it aside would starve the jobs' own
    // queries. The lock is taken on it between queries instead. It belongs to that session, which a pool of one hands
    // back every time; if the connection closed meanwhile, its lock went with it and the unlock finds nothing.
    const { rows } = await pool.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      JOBS_LOCK_KEY,
    ]);
    if (!rows[0]?.locked) return null;
    return {
      async release() {
        await pool
          .query('select pg_advisory_unlock($1)', [JOBS_LOCK_KEY])
          .catch((error: unknown) => console.warn('[jobs] unlock failed (the lock ends with its connection)', error));
      },
    };
  }

  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      JOBS_LOCK_KEY,
    ]);
    if (!rows[0]?.locked) {
      client.release();
      return null;
    }
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }
  return {
    async release() {
      try {
        await client.query('select pg_advisory_unlock($1)', [JOBS_LOCK_KEY]);
        client.release();
      } catch (error) {
        // Closing the connection ends its session, which releases the lock all the same.
        client.release(error instanceof Error ? error : true);
        console.warn('[jobs] unlock failed; its connection was closed instead', error);
      }
    },
  };
}

let timer: NodeJS.Timeout | undefined;

/** Starts the job loop of this server process once; a run that finds the previous one still going skips. */
export function startBackgroundJobs(): void {
  const seconds = env().JOBS_INTERVAL_SECONDS;
  if (timer || seconds === 0) return;
  timer = setInterval(() => {
    runJobsOnce().catch((error: unknown) => console.error('[jobs] run failed', error));
  }, seconds * 1000);
  timer.unref();
}
