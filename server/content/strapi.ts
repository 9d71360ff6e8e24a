import 'server-only';
import type { ContentLocale } from '@/i18n/locales';
import type { ContentKey } from './schemas';
import { ContentUnavailableError, type ContentSource } from './source';
import { contentTag } from '@/server/cache-tags';

export interface StrapiOptions {
  baseUrl: string;
  token?: string;
  timeoutMs?: number;
  /** Seconds before a cached read is refreshed in the background; the tag route refreshes sooner. */
  revalidateSeconds?: number;
}

/**
 * A Strapi-compatible CMS (v4 `{data:{id,attributes}}` and v5 flat `{data:{...}}` single types).
 * Reads go through Next's data cache with a tag per key and locale, so the revalidation route can refresh them.
 */
export function strapiSource(options: StrapiOptions): ContentSource {
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    name: 'strapi',
    async read(key: ContentKey, locale: ContentLocale) {
      const url = `${base}/api/${encodeURIComponent(key)}?locale=${encodeURIComponent(locale)}&populate=*`;
      let response: Response;
      try {
        response = await fetch(url, {
          headers: {
            Accept: 'application/json',
            ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
          },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
          next: { tags: [contentTag(key, locale)], revalidate: options.revalidateSeconds ?? 300 },
        });
      } catch (cause) {
        throw new ContentUnavailableError(`CMS unreachable for ${key}/${locale}`, { cause });
      }
      if (response.status === 404) return undefined;
      if (!response.ok) throw new ContentUnavailableError(`CMS answered ${response.status} for ${key}/${locale}`);
      return unwrapStrapi(await response.json());
    },
  };
}

/** Strapi wraps records in `data` (v5) or `data.attributes` (v4); we want the record itself. */
export function unwrapStrapi(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('data' in body)) return body;
  const data = (body as { data: unknown }).data;
  if (data === null) return undefined;
  if (data && typeof data === 'object' && 'attributes' in data) {
    const { id, attributes } = data as { id?: unknown; attributes: unknown };
    return attributes && typeof attributes === 'object' ? { id, ...attributes } : attributes;
  }
  return data;
}
