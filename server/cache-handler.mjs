// Next's incremental cache (ISR pages and their tags' revalidation) in Redis, shared by every app instance,
// so a revalidation received by one instance changes what all of them serve. next.config.ts points `cacheHandler` here
// only when REDIS_URL is set; without it Next keeps its own per-process cache (one `npm start`).
// Plain JavaScript: Next imports this file itself at run time, outside the bundles (so no TypeScript and no server/env.ts;
// server/env.ts still validates REDIS_URL when the server boots).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

/**
 * Lifetime, in seconds, of entries that never go stale by themselves (pages revalidated only by tags); the package keeps
 * them 1.5 times as long. Its default (a year) would keep every old build's pages in Redis; a day bounds that, at the
 * cost of one fresh render per page and day.
 */
const DEFAULT_STALE_AGE_SECONDS = 24 * 3600;

CacheHandler.onCreation(({ buildId }) => {
  // The build renders from the seed and needs no shared cache; the build machine may not even reach Redis.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) return { handlers: [] };

  const client = createClient({ url: process.env.REDIS_URL });
  // node-redis reconnects by itself and emits an error on every failed attempt: log the changes of state only.
  let healthy = true;
  client.on('ready', () => {
    healthy = true;
    console.log('[cache] Redis connected: the incremental cache is shared');
  });
  client.on('error', (error) => {
    if (healthy)
      console.error(`[cache] Redis unavailable (${error.message}): pages and data render uncached until it is back`);
    healthy = false;
  });
  // Not awaited: a request must never wait for Redis. Until it is ready every read is a miss (a fresh render), never a
  // copy only this instance holds, which is what keeps instances from drifting apart.
  client.connect().catch((error) => console.error(`[cache] Redis connection failed: ${error.message}`));

  const shared = createRedisHandler({
    client,
    // Per build: instances of two builds during a rolling deploy never serve each other's pages (whose scripts the
    // other build does not have).
    keyPrefix: `${process.env.REDIS_KEY_PREFIX ?? 'sitrus:'}${buildId ?? 'unknown-build'}:`,
    timeoutMs: 2000,
  });
  return {
    handlers: [
      {
        ...shared,
        // The package swallows a handler's failure; a revalidation that did not reach Redis leaves every instance
        // serving the old content, so it is logged loudly (the CMS may need to send it again).
        async revalidateTag(tag) {
          try {
            await shared.revalidateTag(tag);
          } catch (error) {
            console.error(
              `[cache] revalidation of tag "${tag}" did not reach Redis: ${error instanceof Error ? error.message : String(error)}`,
            );
            throw error;
          }
        },
      },
    ],
    ttl: { defaultStaleAge: DEFAULT_STALE_AGE_SECONDS },
  };
});

export default CacheHandler;
