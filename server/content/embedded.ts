import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentLocale } from '@/i18n/locales';
import type { ContentKey } from './schemas';
import type { ContentSource } from './source';

/** Content directory: `content/{contentLocale}/{key}.json`, committed with the code. */
export const CONTENT_DIR = path.join(process.cwd(), 'content');

// Files ship with the build and never change under a running production server, so each is read once there.
const memo = new Map<string, Promise<unknown>>();

export function embeddedSource(dir: string = CONTENT_DIR): ContentSource {
  return {
    name: 'embedded',
    read(key: ContentKey, locale: ContentLocale) {
      const file = path.join(dir, locale, `${key}.json`);
      const cached = memo.get(file);
      if (cached) return cached;
      const pending = readJson(file);
      if (process.env.NODE_ENV === 'production') memo.set(file, pending);
      return pending;
    },
  };
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
