import 'server-only';
import type { ContentLocale } from '@/i18n/locales';
import type { ContentKey } from './schemas';

/** Where raw content comes from. Sources return unvalidated JSON; `server/content/index.ts` validates it. */
export interface ContentSource {
  readonly name: 'embedded' | 'strapi';
  /** The raw record for a key in exactly this locale, or `undefined` when the source has none for it. */
  read(key: ContentKey, locale: ContentLocale): Promise<unknown>;
}

export class ContentUnavailableError extends Error {
  readonly code = 'CONTENT_UNAVAILABLE';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentUnavailableError';
  }
}
