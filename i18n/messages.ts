import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { UiLanguage } from './locales';
import type en from '../messages/en.json';

/** The shell catalogue's shape; feature catalogues add namespaces of their own. */
export type Messages = typeof en & Record<string, unknown>;

const DIR = path.join(process.cwd(), 'messages');

const loaded = new Map<UiLanguage, Promise<Messages>>();

/**
 * A language's catalogue: `messages/{lang}.json` (shell strings) merged with every feature catalogue in
 * `messages/{lang}/{namespace}.json`. One file per feature keeps features from editing one shared file.
 * Read once per process in production, where the files never change: pages rendered per request (my orders,
 * the bag) would otherwise read and parse every catalogue on each request. Callers must not change it.
 */
export function loadMessages(language: UiLanguage): Promise<Messages> {
  if (process.env.NODE_ENV !== 'production') return readMessages(language);
  let messages = loaded.get(language);
  if (!messages) {
    messages = readMessages(language);
    loaded.set(language, messages);
    // A failed read is tried again by the next request.
    messages.catch(() => loaded.delete(language));
  }
  return messages;
}

async function readMessages(language: UiLanguage): Promise<Messages> {
  const base = JSON.parse(await readFile(path.join(DIR, `${language}.json`), 'utf8')) as Messages;
  const files = await readdir(path.join(DIR, language)).catch(() => [] as string[]);
  for (const file of files.filter((f) => f.endsWith('.json')).sort()) {
    const namespace = file.slice(0, -'.json'.length);
    if (namespace in base) throw new Error(`messages/${language}/${file} redefines the namespace "${namespace}"`);
    base[namespace] = JSON.parse(await readFile(path.join(DIR, language, file), 'utf8')) as unknown;
  }
  return base;
}

/** One feature catalogue of a language (`messages/{lang}/{namespace}.json`), for server code outside a request. */
export async function loadNamespace<T>(language: UiLanguage, namespace: string): Promise<T> {
  return JSON.parse(await readFile(path.join(DIR, language, `${namespace}.json`), 'utf8')) as T;
}
