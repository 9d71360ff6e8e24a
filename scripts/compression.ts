/**
 * Response compression for the production server (scripts/serve.ts), in place of Next's own.
 *
 * Next's built-in compression gzips every response as it streams, so a prerendered 130 KB page is compressed
 * again on every request: that was half of a content page's server time. Here a response that arrives whole
 * (Next sends cached pages and most API answers in one `end`) and says it may be cached (an ETag, or a public
 * Cache-Control) is compressed once and kept, keyed by its ETag or a hash of its bytes, so the same page is
 * compressed once per build rather than once per visitor. The first visitor gets a fast brotli; for a body served
 * again and again, the best brotli is then made off the main thread and replaces it. Streamed responses (dynamic pages, RSC streams) are
 * compressed as they flow and flushed chunk by chunk, so streaming still streams.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { headerText, sharedLifetime, toBuffer } from './http-headers';

export type Encoding = 'br' | 'gzip';

/** Bodies under this size are sent as they are: compression would save less than its own framing costs. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|[\w.-]+\+(json|xml))|image\/svg\+xml)/i;

const FAST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const BEST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } };
const STREAM_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };

/** The encoding to answer with, from an Accept-Encoding header: brotli first, then gzip; none if refused (q=0). */
export function negotiate(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/** A body is recompressed with the best brotli once it has been served this many times from the store. */
export const UPGRADE_AFTER_HITS = 2;

/** Largest body of known length that is collected whole (and so kept) rather than compressed as it streams. */
export const MAX_WHOLE_BYTES = 4 * 1024 * 1024;

/** A bounded store of compressed bodies, least recently used out first. */
export class CompressedBodies {
  private readonly entries = new Map<string, Buffer>();
  private readonly hitsByKey = new Map<string, number>();
  private bytes = 0;
  /** How many bodies were compressed for the store, and how many answers it served: for tests and logs. */
  readonly stats = { compressed: 0, hits: 0, upgraded: 0 };
  private upgrades: Promise<void> = Promise.resolve();

  constructor(private readonly maxBytes: number) {}

  /** The stored body, if any; `hits` counts how often it was served, for the upgrade of popular bodies. */
  get(key: string): { body: Buffer; hits: number } | undefined {
    const body = this.entries.get(key);
    if (!body) return undefined;
    this.entries.delete(key);
    this.entries.set(key, body);
    this.stats.hits += 1;
    const hits = (this.hitsByKey.get(key) ?? 0) + 1;
    this.hitsByKey.set(key, hits);
    return { body, hits };
  }

  set(key: string, body: Buffer): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.length;
      this.entries.delete(key);
    }
    if (body.length > this.maxBytes) return;
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.hitsByKey.delete(oldest);
      this.bytes -= old.length;
    }
  }

  /**
   * Replaces a fast brotli body with the best one (about a tenth smaller, fifty times the work), made in libuv's
   * thread pool, one at a time. Only for bodies served again and again: most pages are not worth the work.
   */
  upgradeLater(key: string, original: Buffer): Promise<void> {
    this.upgrades = this.upgrades.then(
      () =>
        new Promise<void>((resolve) => {
          zlib.brotliCompress(original, BEST_BROTLI, (error, best) => {
            // Only if the entry is still there: an evicted body stays evicted.
            if (!error && this.entries.has(key)) {
              this.set(key, best);
              this.stats.upgraded += 1;
            }
            resolve();
          });
        }),
    );
    return this.upgrades;
  }
}

function compressWhole(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, FAST_BROTLI) : zlib.gzipSync(body, GZIP);
}

/** A response whose bytes repeat: it has an ETag (and sets no cookie), or a shared cache may keep it. */
function isCacheable(res: ServerResponse): boolean {
  if (res.getHeader('set-cookie') !== undefined) return false;
  return res.getHeader('etag') !== undefined || sharedLifetime(res.getHeaders()) > 0;
}

function appendVary(res: ServerResponse, field: string): void {
  const current = res.getHeader('vary');
  const list = headerText(current).split(',').map((v) => v.trim()).filter(Boolean);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === field.toLowerCase())) return;
  res.setHeader('Vary', [...list, field].join(', '));
}

type Callback = (error?: Error | null) => void;
type Mode = 'undecided' | 'plain' | 'buffer' | 'stream';

/**
 * Makes a compressing middleware. Call it with each request before handing the response to Next: it wraps the
 * response's writeHead/write/end so that Next writes plain bytes and the client gets compressed ones.
 */
export function createCompression(options: { maxStoredBytes?: number } = {}) {
  const store = new CompressedBodies(options.maxStoredBytes ?? 32 * 1024 * 1024);

  function compress(req: IncomingMessage, res: ServerResponse): void {
    // Node's own methods, bound before they are replaced, in the one form each is called with here.
    const original = {
      writeHead: res.writeHead.bind(res) as (statusCode: number, ...rest: unknown[]) => ServerResponse,
      write: res.write.bind(res) as (chunk: Buffer, callback?: Callback) => boolean,
      end: res.end.bind(res) as (chunkOrCallback?: Buffer | Callback, callback?: Callback) => ServerResponse,
      flushHeaders: res.flushHeaders.bind(res),
    };
    let mode: Mode = 'undecided';
    let encoding: Encoding | null = null;
    let buffered: Buffer[] = [];
    let stream: zlib.BrotliCompress | zlib.Gzip | undefined;
    let streamTimer: NodeJS.Immediate | undefined;
    // Set once the encoding is settled: Node's own implicit writeHead (inside write/end) must then go through.
    let sending = false;

    const realWriteHead = () => {
      sending = true;
      if (!res.headersSent) original.writeHead(res.statusCode);
    };

    /** Decides, at the first byte, whether this response is compressed, and sets its headers accordingly. */
    const decide = (): Mode => {
      if (mode !== 'undecided') return mode;
      const type = String(res.getHeader('content-type') ?? '');
      const compressible = COMPRESSIBLE.test(type) || type.startsWith('text/x-component');
      if (compressible) appendVary(res, 'Accept-Encoding');
      const announced = res.getHeader('content-length');
      const declined =
        res.headersSent ||
        req.method === 'HEAD' ||
        res.statusCode < 200 ||
        res.statusCode === 204 ||
        res.statusCode === 304 ||
        !compressible ||
        res.getHeader('content-encoding') !== undefined ||
        /no-transform/i.test(String(res.getHeader('cache-control') ?? '')) ||
        (announced !== undefined && Number(announced) < MIN_COMPRESS_BYTES);
      encoding = declined ? null : negotiate(req.headers['accept-encoding']);
      mode = encoding ? 'buffer' : 'plain';
      if (mode === 'plain') sending = true;
      return mode;
    };

    const startStream = () => {
      if (mode !== 'buffer' || !encoding) return;
      mode = 'stream';
      sending = true;
      streamTimer = undefined;
      res.removeHeader('content-length');
      res.setHeader('Content-Encoding', encoding);
      weakenEtag(res);
      stream = encoding === 'br' ? zlib.createBrotliCompress(STREAM_BROTLI) : zlib.createGzip(GZIP);
      stream.on('data', (data: Buffer) => {
        if (original.write(data) === false) {
          stream?.pause();
          res.once('drain', () => stream?.resume());
        }
      });
      stream.on('end', () => original.end());
      for (const chunk of buffered) stream.write(chunk);
      buffered = [];
      flushStream();
    };

    const flushStream = () => {
      if (!stream) return;
      if (encoding === 'br') (stream as zlib.BrotliCompress).flush(zlib.constants.BROTLI_OPERATION_FLUSH);
      else (stream as zlib.Gzip).flush(zlib.constants.Z_SYNC_FLUSH);
    };

    const finishWhole = (callback?: Callback) => {
      // One chunk is the common case (Next ends a cached page with its whole body): no copy then.
      const body = buffered.length === 1 ? (buffered[0] as Buffer) : Buffer.concat(buffered);
      buffered = [];
      sending = true;
      if (!encoding || body.length < MIN_COMPRESS_BYTES) {
        mode = 'plain';
        res.setHeader('Content-Length', body.length);
        original.end(body, callback);
        return;
      }
      const key = isCacheable(res) ? `${encoding}\0${String(res.getHeader('content-type'))}\0${storeKey(res, body)}` : undefined;
      const stored = key ? store.get(key) : undefined;
      let compressed = stored?.body;
      if (stored && key && encoding === 'br' && stored.hits === UPGRADE_AFTER_HITS) void store.upgradeLater(key, body);
      if (!compressed) {
        compressed = compressWhole(body, encoding);
        if (key) {
          store.stats.compressed += 1;
          store.set(key, compressed);
        }
      }
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', compressed.length);
      weakenEtag(res);
      original.end(compressed, callback);
    };

    res.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
      if (sending) return original.writeHead(statusCode, ...rest);
      // Until then, keep status and headers on the response and send them with the first byte, once we know the encoding.
      res.statusCode = statusCode;
      let headers = rest[0];
      if (typeof headers === 'string') {
        res.statusMessage = headers;
        headers = rest[1];
      }
      applyHeaders(res, headers as OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined);
      return res;
    } as ServerResponse['writeHead'];

    res.flushHeaders = function flushHeaders() {
      // A streamed response wants its headers out now: from here on it streams.
      if (decide() === 'buffer') startStream();
      realWriteHead();
      original.flushHeaders();
    };

    res.write = function write(this: ServerResponse, chunk: unknown, encodingOrCallback?: unknown, maybeCallback?: unknown): boolean {
      const callback = (typeof encodingOrCallback === 'function' ? encodingOrCallback : maybeCallback) as Callback | undefined;
      const textEncoding = typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : undefined;
      const data = toBuffer(chunk, textEncoding);
      decide();
      if (mode === 'plain') return original.write(data, callback);
      if (mode === 'buffer') {
        buffered.push(data);
        // A body of announced length (a static file) is collected whole, so it too is compressed once and kept.
        // Otherwise, if `end` does not follow in this turn of the event loop, the response is a stream.
        const announced = Number(res.getHeader('content-length'));
        if (!(announced > 0 && announced <= MAX_WHOLE_BYTES)) streamTimer ??= setImmediate(startStream);
      } else {
        stream?.write(data);
        flushStream();
      }
      if (callback) process.nextTick(callback);
      return true;
    } as ServerResponse['write'];

    res.end = function end(this: ServerResponse, chunk?: unknown, encodingOrCallback?: unknown, maybeCallback?: unknown): ServerResponse {
      const callback = (typeof chunk === 'function' ? chunk : typeof encodingOrCallback === 'function' ? encodingOrCallback : maybeCallback) as Callback | undefined;
      const textEncoding = typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : undefined;
      const data = chunk === undefined || chunk === null || typeof chunk === 'function' ? undefined : toBuffer(chunk, textEncoding);
      decide();
      if (mode === 'plain') {
        if (data) original.end(data, callback);
        else original.end(callback);
        return res;
      }
      if (data) buffered.push(data);
      if (mode === 'buffer') {
        if (streamTimer) clearImmediate(streamTimer);
        finishWhole(callback);
        return res;
      }
      if (callback) res.once('finish', () => callback());
      for (const piece of buffered) stream?.write(piece);
      buffered = [];
      stream?.end();
      return res;
    } as ServerResponse['end'];

    // Next flushes after each streamed chunk when a compression layer is present.
    (res as ServerResponse & { flush?: () => void }).flush = () => {
      if (mode === 'buffer') startStream();
      else flushStream();
    };

    res.once('close', () => {
      if (streamTimer) clearImmediate(streamTimer);
      if (stream && !res.writableFinished) stream.destroy();
    });
  }

  return Object.assign(compress, { store });
}

/** The store key of a body: its ETag when the server gave one (a hash of the bytes already), else our own hash. */
function storeKey(res: ServerResponse, body: Buffer): string {
  const etag = res.getHeader('etag');
  if (etag !== undefined) return `etag:${String(etag)}:${body.length}`;
  return `sha1:${createHash('sha1').update(body).digest('base64')}`;
}

/** A compressed body is not byte-identical to the plain one, so its validator is weak (RFC 9110 §8.8.1). */
function weakenEtag(res: ServerResponse): void {
  const etag = res.getHeader('etag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('ETag', `W/${etag}`);
}

function applyHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined): void {
  if (!headers) return;
  if (Array.isArray(headers)) {
    // The flat [name, value, name, value] form.
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as OutgoingHttpHeader);
    return;
  }
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
}
