/**
 * First-load JavaScript of a page: every external script its HTML loads, each fetched and gzipped here (zlib,
 * default level, as `next start` compresses), summed. Inline scripts (the RSC payload) are part of the HTML and
 * not counted; `nomodule` scripts are skipped because no current browser runs them.
 */
import { gzipSync } from 'node:zlib';

export interface ScriptSize {
  src: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoadJs {
  scripts: ScriptSize[];
  totalBytes: number;
  totalGzipBytes: number;
  /** Scripts on another origin: never fetched (the bench talks to 127.0.0.1 only), so not in the total. */
  external: string[];
}

const SCRIPT_TAG = /<script\b([^>]*)>/gi;
const SRC_ATTR = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

export function scriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const tag of html.matchAll(SCRIPT_TAG)) {
    const attributes = tag[1] ?? '';
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = SRC_ATTR.exec(attributes);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (value) sources.add(decodeEntities(value));
  }
  return [...sources];
}

async function fetchBytes(url: string, cookie?: string): Promise<Buffer> {
  // identity: we want the file as shipped before compression, and gzip it ourselves for a figure that does not
  // depend on the server's compression settings.
  const headers = { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) };
  const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** `cookie`: the session of a signed-in route, sent with the page request (scripts are public). */
export async function firstLoadJs(pageUrl: string, cookie?: string): Promise<FirstLoadJs> {
  const page = new URL(pageUrl);
  const html = (await fetchBytes(pageUrl, cookie)).toString('utf8');
  const scripts: ScriptSize[] = [];
  const external: string[] = [];
  for (const src of scriptSources(html)) {
    const url = new URL(src, page);
    if (url.origin !== page.origin) {
      external.push(url.href);
      continue;
    }
    const body = await fetchBytes(url.href);
    scripts.push({ src: url.pathname + url.search, bytes: body.length, gzipBytes: gzipSync(body).length });
  }
  return {
    scripts,
    totalBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    totalGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    external,
  };
}
