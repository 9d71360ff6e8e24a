/**
 * The HTML-weight figures: the raw HTML as the app renders it (fetched decoded), and its size after brotli at the
 * quality bench/budgets.json names (11, what nginx's or a CDN's static brotli uses for text; `next start` itself
 * sends gzip), computed here with node:zlib so the figure does not depend on what sits in front of the app.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface HtmlWeight {
  rawBytes: number;
  brotliBytes: number;
  brotliQuality: number;
  /** gzip at zlib's default level, what `next start`'s compression sends (for information). */
  gzipBytes: number;
}

export function htmlWeight(html: Uint8Array, brotliQuality: number): HtmlWeight {
  const brotli = brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
    },
  });
  return {
    rawBytes: html.byteLength,
    brotliBytes: brotli.byteLength,
    brotliQuality,
    gzipBytes: gzipSync(html).byteLength,
  };
}
