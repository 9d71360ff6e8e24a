/**
 * Runs once when a Next.js server starts, never while `next build` prerenders pages: validates the environment and
 * starts the background jobs (server/boot.ts) in the Node.js runtime.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { boot } = await import('./server/boot');
  await boot();
}
