import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentLocale } from '../../i18n/locales';
import type { ContentKey } from './schemas';
import type { ContentSource } from './source';

/** Content directory: `content/{contentLocale}/{key}.json`, committed with the code. */
export const CONTENT_DIR = path.join(process.cwd(), 'content');

export function embeddedSource(dir: string = CONTENT_DIR): ContentSource {
  return {
    name: 'embedded',
    async read(key: ContentKey, locale: ContentLocale) {
      try {
        return JSON.parse(await readFile(path.join(dir, locale, `${key}.json`), 'utf8')) as unknown;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
