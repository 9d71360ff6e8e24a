import 'server-only';
import { env } from './env';

/**
 * Boot of a serving process (instrumentation.ts): the environment is validated once, and a bad or unsafe
 * configuration stops the server with the reason before it takes a request. Then the background jobs start.
 */
export async function boot(): Promise<void> {
  try {
    env();
  } catch (error) {
    console.error(`[boot] ${(error as Error).message}`);
    process.exit(1);
  }
  if (!process.env.DATABASE_URL) return;
  const { startBackgroundJobs } = await import('./jobs');
  startBackgroundJobs();
}
