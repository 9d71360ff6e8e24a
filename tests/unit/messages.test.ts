import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../i18n/locales';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

const load = (lang: string) => flatten(JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${lang}.json`), 'utf8')) as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
const SCRIPT: Record<string, RegExp> = {
  hi: /[\u0900-\u097F]/,
  mr: /[\u0900-\u097F]/,
  kn: /[\u0C80-\u0CFF]/,
  te: /[\u0C00-\u0C7F]/,
  ta: /[\u0B80-\u0BFF]/,
  bn: /[\u0980-\u09FF]/,
  gu: /[\u0A80-\u0AFF]/,
  ar: /[\u0600-\u06FF]/,
};

describe('message catalogues', () => {
  const en = load('en');
  it.each(UI_LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the keys and placeholders of en, in its own script', (lang) => {
    const other = load(lang);
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(placeholders(other.get(key) ?? ''), `${lang}:${key}`).toEqual(placeholders(text));
    }
    const script = SCRIPT[lang];
    const translated = [...other.values()].filter((v) => script?.test(v)).length;
    expect(translated / other.size).toBeGreaterThan(0.8);
  });
});
