/**
 * Header and body helpers shared by the production server's layers (scripts/compression.ts and
 * scripts/origin-cache.ts), so that both agree on what a shared cache may keep.
 */
import type { OutgoingHttpHeaders } from 'node:http';

/** A header's value as one comma-separated string ('' when absent), whatever shape Node holds it in. */
export function headerText(value: OutgoingHttpHeaders[string] | string[]): string {
  return Array.isArray(value) ? value.join(',') : value === undefined ? '' : String(value);
}

/** A chunk given to `write`/`end` (Buffer, typed array or string) as a Buffer. */
export function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), encoding);
}

/**
 * The lifetime a shared cache may give a response, in seconds, from its headers; 0 if it may not keep it
 * (a Set-Cookie, `Vary: *` / Cookie / Authorization, `private`, `no-store`, `no-cache`, or no positive
 * `s-maxage`/`max-age`).
 */
export function sharedLifetime(headers: OutgoingHttpHeaders): number {
  if (headers['set-cookie'] !== undefined) return 0;
  const vary = headerText(headers.vary).toLowerCase();
  if (/(^|,)\s*(\*|cookie|authorization)\s*(,|$)/.test(vary)) return 0;
  const directives = new Map<string, string>();
  for (const part of headerText(headers['cache-control']).toLowerCase().split(',')) {
    const [name = '', value = ''] = part.trim().split('=');
    if (name) directives.set(name, value.replace(/"/g, ''));
  }
  if (directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return 0;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age') ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}
