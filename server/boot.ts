import 'server-only';
import { buildOriginProblem, env } from './env';

/**
 * Boot of a serving process (instrumentation.ts): the environment is validated once, and a bad or unsafe
 * configuration stops the server with the reason before it takes a request. Then the background jobs start.
 */
export async function boot(): Promise<void> {
  try {
    // SITE_URL_AT_BUILD is written into this file by `next build` (next.config.ts `env`).
    const problem = buildOriginProblem(process.env.SITE_URL_AT_BUILD, env());
    if (problem) throw new Error(`Invalid environment: ${problem}`);
  } catch (error) {
    console.error(`[boot] ${(error as Error).message}`);
    process.exit(1);
  }
  if (!process.env.DATABASE_URL) return;
  const { startBackgroundJobs } = await import('./jobs');
  startBackgroundJobs();
}
