// The Redis store behind `'use cache'` when instances scale out (server/use-cache-store.mjs): what one instance stores
// another reads, a tag revalidated on one is honoured by the other, and Redis going away turns reads into misses,
// never into errors. Skipped when nothing answers on 127.0.0.1:6379 (CI and `npm test` machines run Redis there).
import { randomBytes } from 'node:crypto';
import { createClient } from '@redis/client';
import { redisAnswers } from '@/tests/fixtures/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUseCacheHandler } from '@/server/use-cache-store.mjs';

const REDIS_URL = 'redis://127.0.0.1:6379';
const prefix = `use-cache-test-${randomBytes(4).toString('hex')}:`;
const quiet = { log: () => {}, error: () => {} };

const available = await redisAnswers(REDIS_URL);

type Handler = ReturnType<typeof createUseCacheHandler>;
const instance = (): Handler =>
  createUseCacheHandler({ url: REDIS_URL, entryPrefix: `${prefix}entry:`, tagsKey: `${prefix}tags`, log: quiet });

function entry(text: string, tags: string[], life = { revalidate: 300, expire: 3600 }) {
  const bytes = new TextEncoder().encode(text);
  return {
    value: new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    }),
    tags,
    stale: 300,
    timestamp: Date.now(),
    ...life,
  };
}

async function text(found: Awaited<ReturnType<Handler['get']>>): Promise<string | undefined> {
  if (!found) return undefined;
  return new Response(found.value).text();
}

describe.skipIf(!available)("'use cache' entries in Redis, shared by instances", () => {
  let a: Handler;
  let b: Handler;
  beforeAll(async () => {
    a = instance();
    b = instance();
    await Promise.all([a.ready, b.ready]);
  });
  afterAll(async () => {
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 }))
      if (keys.length) await redis.del(keys);
    redis.destroy();
    await Promise.all([a.close(), b.close()]);
  });

  it('what A stores, B reads, as many times as asked', async () => {
    await a.set('catalog-IN-en', Promise.resolve(entry('[{"id":101}]', ['catalog'])));
    await b.refreshTags();
    const first = await b.get('catalog-IN-en', []);
    expect(await text(first)).toBe('[{"id":101}]');
    expect(first?.revalidate).toBe(300);
    expect(await text(await b.get('catalog-IN-en', []))).toBe('[{"id":101}]');
    expect(await b.get('never-stored', [])).toBeUndefined();
  });

  it('a read waits for a set of the same key still in progress', async () => {
    let finish: (value: ReturnType<typeof entry>) => void = () => {};
    const writing = a.set('slow', new Promise((resolve) => (finish = resolve)));
    const reading = a.get('slow', []);
    finish(entry('done', []));
    await writing;
    expect(await text(await reading)).toBe('done');
  });

  it('a tag expired on A (a write) is a miss on B; made stale (the CMS webhook), B serves once more and refreshes', async () => {
    await a.set('skin', Promise.resolve(entry('old skin', ['skin'])));
    await a.set('centres', Promise.resolve(entry('old centres', ['serviceable-cities'])));
    await new Promise((resolve) => setTimeout(resolve, 5));

    await a.updateTags(['skin'], { expire: 0 });
    await b.refreshTags();
    expect(await b.get('skin', [])).toBeUndefined();
    expect(await b.getExpiration(['skin'])).toBeGreaterThan(0);

    await a.updateTags(['serviceable-cities'], {});
    await b.refreshTags();
    const stale = await b.get('centres', []);
    expect(await text(stale)).toBe('old centres');
    expect(stale?.revalidate).toBe(-1);

    // An entry stored after the revalidation is fresh again.
    await b.set('skin', Promise.resolve(entry('new skin', ['skin'])));
    await a.refreshTags();
    expect(await text(await a.get('skin', []))).toBe('new skin');
  });

  it('an entry past its revalidate time is a miss; a dynamic one (expire 0) is never stored', async () => {
    await a.set('short', Promise.resolve({ ...entry('short', []), timestamp: Date.now() - 2000, revalidate: 1 }));
    expect(await a.get('short', [])).toBeUndefined();
    await a.set('dynamic', Promise.resolve(entry('dynamic', [], { revalidate: 0, expire: 0 })));
    expect(await b.get('dynamic', [])).toBeUndefined();
  });

  it('with Redis unreachable, reads miss and writes are dropped without throwing', async () => {
    const errors: string[] = [];
    const gone = createUseCacheHandler({
      url: 'redis://127.0.0.1:1',
      entryPrefix: `${prefix}gone:`,
      tagsKey: `${prefix}gone-tags`,
      log: { log: () => {}, error: (line: string) => void errors.push(line) },
    });
    await gone.set('x', Promise.resolve(entry('x', [])));
    await gone.refreshTags();
    expect(await gone.get('x', [])).toBeUndefined();
    // A revalidation is logged, never thrown at the write that asked for it.
    await expect(gone.updateTags(['catalog'])).resolves.toBeUndefined();
    expect(errors.some((line) => line.includes('revalidation of catalog did not reach Redis'))).toBe(true);
    await gone.close().catch(() => {});
  });
});
