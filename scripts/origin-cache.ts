/**
 * A short-lived shared cache in front of Next, in the production server (scripts/serve.ts): what a CDN would do
 * at the edge, kept at the origin so that a page every visitor sees alike is not routed, looked up and
 * rendered by Next on every request.
 *
 * It keeps only what the response itself says a shared cache may keep: a 200 to a GET with `s-maxage`, or a
 * `max-age` without `private`, and never `no-store`, `no-cache`, `private`, a Set-Cookie or `Vary: *` / Cookie.
 * A kept answer is served for at most its own lifetime and never longer than `maxAgeSeconds` (ORIGIN_CACHE_SECONDS,
 * 10 s by default), so a page revalidated in Next is seen within seconds even if no one clears this cache;
 * the server clears it whenever the CMS webhook revalidates content (`clearsAfterSuccess`). Variants follow the response's Vary (with
 * Accept-Encoding left to the compression behind it), and the request's Host.
 *
 * Requests with Authorization or Range, and anything but GET and HEAD, always go to Next. Account pages are
 * marked `private, no-store` by the proxy, so they are never kept.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { headerText, sharedLifetime, toBuffer } from './http-headers';

interface Entry {
  /** The request headers named by the response's Vary, lower case, and the values they had. */
  vary: Array<[name: string, value: string]>;
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
  expiresAt: number;
}

export interface OriginCacheOptions {
  /** Longest time an answer is served from here, in seconds; 0 turns the cache off. */
  maxAgeSeconds: number;
  /** Bound on the bodies kept, in bytes; least recently used out first. */
  maxBytes?: number;
  /** Largest body kept. */
  maxEntryBytes?: number;
  now?: () => number;
  /** Requests (the CMS webhook) after whose success nothing kept may be served any more. */
  clearsAfterSuccess?: (req: IncomingMessage) => boolean;
}

// Hop-by-hop headers and those Node or the compression recompute for each answer.
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'age']);

function requestValue(req: IncomingMessage, name: string): string {
  return headerText(req.headers[name]);
}

/** Whether a request may be answered from, or fill, the cache at all. */
function eligible(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && req.headers.authorization === undefined && req.headers.range === undefined;
}

/** Weak comparison (RFC 9110 §8.8.3.2): the compression layer hands out W/ versions of the ETags kept here. */
function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

export function createOriginCache(options: OriginCacheOptions) {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const byKey = new Map<string, Entry[]>();
  let bytes = 0;
  const stats = { hits: 0, stored: 0, notModified: 0 };

  const keyOf = (req: IncomingMessage) => `${requestValue(req, 'host')}\0${req.url ?? '/'}`;

  function remove(key: string, entry: Entry): void {
    const list = byKey.get(key);
    if (!list) return;
    const index = list.indexOf(entry);
    if (index >= 0) {
      list.splice(index, 1);
      bytes -= entry.body.length;
    }
    if (list.length === 0) byKey.delete(key);
  }

  function store(key: string, entry: Entry): void {
    const list = (byKey.get(key) ?? []).filter((old) => {
      const same = old.vary.length === entry.vary.length && old.vary.every(([name, value], i) => entry.vary[i]?.[0] === name && entry.vary[i]?.[1] === value);
      if (same) bytes -= old.body.length;
      return !same;
    });
    list.push(entry);
    byKey.delete(key);
    byKey.set(key, list);
    bytes += entry.body.length;
    stats.stored += 1;
    for (const [oldestKey, oldest] of byKey) {
      if (bytes <= maxBytes) break;
      for (const old of [...oldest]) remove(oldestKey, old);
    }
  }

  /** Answers the request from the cache if it can; true if it did (then Next must not be called). */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (options.maxAgeSeconds <= 0 || !eligible(req)) return false;
    const key = keyOf(req);
    const list = byKey.get(key);
    if (!list) return false;
    const at = now();
    const entry = list.find((candidate) => candidate.vary.every(([name, value]) => requestValue(req, name) === value));
    if (!entry) return false;
    if (entry.expiresAt <= at) {
      remove(key, entry);
      return false;
    }
    // Most recently used last, for the eviction order.
    byKey.delete(key);
    byKey.set(key, list);
    stats.hits += 1;

    for (const [name, value] of Object.entries(entry.headers)) if (value !== undefined) res.setHeader(name, value);
    res.setHeader('Age', Math.floor((at - entry.storedAt) / 1000));
    const etag = entry.headers.etag;
    const ifNoneMatch = requestValue(req, 'if-none-match');
    if (etag !== undefined && ifNoneMatch && etagMatches(ifNoneMatch, String(etag))) {
      stats.notModified += 1;
      res.writeHead(304);
      res.end();
      return true;
    }
    res.setHeader('Content-Length', entry.body.length);
    res.writeHead(entry.status);
    if (req.method === 'HEAD') res.end();
    else res.end(entry.body);
    return true;
  }

  /**
   * Watches the answer Next writes (call it after the compression is attached, so it sees plain bytes) and keeps
   * it if it may be shared.
   */
  function capture(req: IncomingMessage, res: ServerResponse): void {
    if (options.clearsAfterSuccess?.(req)) {
      res.once('finish', () => {
        if (res.statusCode >= 200 && res.statusCode < 300) clear();
      });
      return;
    }
    if (options.maxAgeSeconds <= 0 || req.method !== 'GET' || !eligible(req)) return;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    const flushHeaders = res.flushHeaders.bind(res);
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const chunks: Buffer[] = [];
    let size = 0;
    let headers: OutgoingHttpHeaders | undefined;

    // The headers as Next set them, taken before the compression behind us adds its own (Content-Encoding, a weak
    // ETag) when the body starts or the headers are flushed.
    const snapshot = () => {
      headers ??= res.getHeaders();
    };
    const take = (chunk: unknown, encoding: unknown) => {
      snapshot();
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > maxEntryBytes) return;
      const data = toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined);
      size += data.length;
      if (size <= maxEntryBytes) chunks.push(data);
    };

    res.writeHead = function writeHead_(this: ServerResponse, ...args: unknown[]) {
      // The compression keeps what writeHead is given on the response until the first byte, so read it after.
      const result = writeHead(...args);
      snapshot();
      return result;
    } as ServerResponse['writeHead'];
    res.flushHeaders = function flushHeaders_() {
      snapshot();
      flushHeaders();
    };
    res.write = function write_(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      take(chunk, rest[0]);
      return write(chunk, ...rest);
    } as ServerResponse['write'];
    res.end = function end_(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      take(chunk, rest[0]);
      return end(chunk, ...rest);
    } as ServerResponse['end'];

    // 'finish' comes only after the whole body went out: a response cut off never gets here.
    res.once('finish', () => {
      if (!headers || res.statusCode !== 200 || size > maxEntryBytes) return;
      // A stale page Next is regenerating (after a revalidation) is passed on, but not kept.
      if (headerText(headers['x-nextjs-cache']).toUpperCase() === 'STALE') return;
      const lifetime = Math.min(sharedLifetime(headers), options.maxAgeSeconds);
      if (lifetime <= 0) return;
      const kept: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(headers)) if (!NOT_REPLAYED.has(name)) kept[name] = value;
      const vary = headerText(headers.vary)
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter((name) => name && name !== 'accept-encoding')
        .map((name): [string, string] => [name, requestValue(req, name)]);
      const at = now();
      store(keyOf(req), { vary, status: 200, headers: kept, body: Buffer.concat(chunks), storedAt: at, expiresAt: at + lifetime * 1000 });
    });
  }

  function clear(): void {
    byKey.clear();
    bytes = 0;
  }

  return { serve, capture, clear, stats, size: () => bytes };
}
