// The `'use cache'` handler Next loads (next.config.ts `cacheHandlers.default`, only when REDIS_URL is set; `npm start`
// keeps Next's in-memory one): entries and tag revalidations in Redis, shared by every instance (server/use-cache-store.mjs).
// Plain JavaScript: Next imports this file itself at run time, outside the bundles (like server/cache-handler.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createUseCacheHandler } from './use-cache-store.mjs';

function buildId() {
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

const prefix = process.env.REDIS_KEY_PREFIX ?? 'sitrus:';

export default createUseCacheHandler({
  url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  entryPrefix: `${prefix}${buildId()}:use-cache:`,
  tagsKey: `${prefix}use-cache-tags`,
});
