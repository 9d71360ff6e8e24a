// The store of `'use cache'` entries (every read marked `'use cache'`) in Redis, shared by every app instance,
// with the tags' revalidation times beside them: a revalidateTag received by one instance (the CMS webhook, a review's
// write) makes every instance read fresh data. It implements Next's `cacheHandlers` interface
// (next/dist/server/lib/cache-handlers/types.d.ts) and mirrors the built-in in-memory handler's rules: an entry past its
// revalidate time is a miss, an expired tag makes a miss, a stale tag serves the entry once more and refreshes it.
// server/use-cache-handler.mjs is the instance Next loads. Plain JavaScript, like the file Next imports.
import { createClient } from '@redis/client';

/** A Redis round trip that takes longer than this is treated as a miss (reads) or dropped (writes). */
const TIMEOUT_MS = 2000;
/** Entries outlive their revalidate time by at most this long in Redis (they are misses by then anyway). */
const MAX_TTL_SECONDS = 7 * 24 * 3600;

/** @param {Promise<T>} promise @template T @returns {Promise<T>} */
function withTimeout(promise) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** @param {ReadableStream<Uint8Array>} stream */
async function readAll(stream) {
  /** @type {Uint8Array[]} */
  const chunks = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** @param {Buffer} bytes @returns {ReadableStream<Uint8Array>} */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}

/**
 * @typedef {{ stale?: number; expired?: number }} TagTimes  When a tag was last made stale / expired (ms since epoch).
 * @param {{ url: string; entryPrefix: string; tagsKey: string; log?: Pick<Console, 'log' | 'error'> }} options
 *   `entryPrefix` names one build's entries (two builds never read each other's); `tagsKey` is the hash of the tags'
 *   times, shared by every build.
 */
export function createUseCacheHandler({ url, entryPrefix, tagsKey, log = console }) {
  const client = createClient({ url });
  let healthy = true;
  client.on('ready', () => {
    healthy = true;
    log.log("[cache] Redis connected: 'use cache' entries are shared");
  });
  client.on('error', (error) => {
    if (healthy)
      log.error(`[cache] Redis unavailable for 'use cache' (${error.message}): reads run uncached until it is back`);
    healthy = false;
  });
  // Not awaited: a request never waits for Redis; until it is ready every read is a miss (fresh data).
  const connected = client.connect().catch((error) => log.error(`[cache] Redis connection failed: ${error.message}`));

  const entryKey = (/** @type {string} */ cacheKey) => `${entryPrefix}${cacheKey}`;
  /** @type {Map<string, TagTimes>} the tags' times as last read from Redis (refreshTags) or written here. */
  const tags = new Map();
  /** @type {Map<string, Promise<void>>} sets still writing, so a read of the same key waits for them. */
  const pending = new Map();
  const now = () => Date.now();

  const expired = (/** @type {string[]} */ entryTags, /** @type {number} */ timestamp) =>
    entryTags.some((tag) => {
      const at = tags.get(tag)?.expired;
      return typeof at === 'number' && at > timestamp && at <= now();
    });
  const stale = (/** @type {string[]} */ entryTags, /** @type {number} */ timestamp) =>
    entryTags.some((tag) => (tags.get(tag)?.stale ?? 0) > timestamp);

  /** @type {import('next/dist/server/lib/cache-handlers/types').CacheHandler & { close(): Promise<void>; ready: Promise<unknown> }} */
  const handler = {
    ready: connected,
    async get(cacheKey, softTags) {
      const writing = pending.get(cacheKey);
      if (writing) await writing;
      if (!client.isReady) return undefined;
      let stored;
      try {
        stored = await withTimeout(client.get(entryKey(cacheKey)));
      } catch (error) {
        log.error(`[cache] 'use cache' read failed: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      }
      if (!stored) return undefined;
      const { value, ...meta } = JSON.parse(stored);
      if (meta.expire < 0 || now() > meta.timestamp + meta.revalidate * 1000) return undefined;
      if (expired(meta.tags, meta.timestamp) || expired(softTags, meta.timestamp)) return undefined;
      const revalidate = stale(meta.tags, meta.timestamp) || stale(softTags, meta.timestamp) ? -1 : meta.revalidate;
      return { ...meta, revalidate, value: streamOf(Buffer.from(value, 'base64')) };
    },
    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => {};
      pending.set(
        cacheKey,
        new Promise((resolve) => {
          done = resolve;
        }),
      );
      try {
        const entry = await pendingEntry;
        const bytes = await readAll(entry.value);
        // An entry with expire 0 is dynamic: Next regenerates it on every read, so it is never stored.
        if (entry.expire === 0 || !client.isReady) return;
        const { value: _value, ...meta } = entry;
        const ttl = Math.max(1, Math.min(MAX_TTL_SECONDS, Math.ceil(entry.expire)));
        await withTimeout(
          client.set(entryKey(cacheKey), JSON.stringify({ ...meta, value: bytes.toString('base64') }), { EX: ttl }),
        );
      } catch (error) {
        log.error(`[cache] 'use cache' write failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        pending.delete(cacheKey);
        done();
      }
    },
    async refreshTags() {
      if (!client.isReady) return;
      try {
        const all = await withTimeout(client.hGetAll(tagsKey));
        for (const [tag, times] of Object.entries(all)) tags.set(tag, JSON.parse(times));
      } catch (error) {
        log.error(`[cache] 'use cache' tags not refreshed: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    async getExpiration(entryTags) {
      return Math.max(0, ...entryTags.map((tag) => tags.get(tag)?.expired ?? 0));
    },
    async updateTags(updated, durations) {
      const at = now();
      /** @type {Record<string, string>} */
      const fields = {};
      for (const tag of updated) {
        const times = { ...tags.get(tag) };
        if (durations) {
          times.stale = at;
          if (durations.expire !== undefined) times.expired = at + durations.expire * 1000;
        } else {
          times.expired = at;
        }
        tags.set(tag, times);
        fields[tag] = JSON.stringify(times);
      }
      // Never thrown to the request: a customer's write has already committed, and it must not answer with an error.
      // While Redis is unreachable no instance reads entries from it (every read is a miss, fresh data); should Redis
      // come back with entries older than this revalidation, they live at most DATA_LIFE's revalidate time. Logged
      // loudly, so operations can send the revalidation again.
      try {
        if (!client.isReady) throw new Error('Redis is not connected');
        await withTimeout(client.hSet(tagsKey, fields));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.error(`[cache] revalidation of ${updated.join(', ')} did not reach Redis: ${message}`);
      }
    },
    async close() {
      if (client.isReady) await client.quit();
      else if (client.isOpen) client.destroy();
    },
  };
  return handler;
}
