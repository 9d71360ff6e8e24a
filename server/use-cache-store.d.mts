// Types of server/use-cache-store.mjs (plain JavaScript because Next imports the handler itself at run time).
import type { CacheHandler } from 'next/dist/server/lib/cache-handlers/types';

export interface UseCacheStore extends CacheHandler {
  /** Settles once the first connection attempt has (tests wait for it). */
  ready: Promise<unknown>;
  close(): Promise<void>;
}

export function createUseCacheHandler(options: {
  url: string;
  entryPrefix: string;
  tagsKey: string;
  log?: Pick<Console, 'log' | 'error'>;
}): UseCacheStore;
