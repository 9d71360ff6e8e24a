/**
 * Runs once when a Next.js server starts. Starts the background jobs (server/jobs.ts) in the Node.js runtime of
 * a serving process; never while `next build` prerenders pages (there is no database then).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build' || !process.env.DATABASE_URL) return;
  const { startBackgroundJobs } = await import('./server/jobs');
  startBackgroundJobs();
}
