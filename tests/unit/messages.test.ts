import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { UI_LANGUAGES } from '@/i18n/locales';
import { readdirSync } from 'node:fs';
import { FEATURE_NAMESPACES, loadMessages } from '@/i18n/messages';

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

const load = async (lang: (typeof UI_LANGUAGES)[number]) => flatten((await loadMessages(lang)) as unknown as Tree);
/** The argument names a message uses (plural, select and nested branches included), as a sorted set. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type !== TYPE.literal && 'value' in el && typeof el.value === 'string') names.add(el.value);
      if ('options' in el) for (const option of Object.values(el.options)) walk(option.value);
      if ('children' in el) walk(el.children);
    }
  };
  walk(parse(text, { ignoreTag: true }));
  return [...names].sort();
}
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

describe('message catalogues (shell and feature files)', () => {
  it.each(UI_LANGUAGES.filter((l) => l !== 'en'))(
    '%s has exactly the keys and placeholders of en, in its own script',
    async (lang) => {
      const en = await load('en');
      const other = await load(lang);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        expect(placeholders(other.get(key) ?? ''), `${lang}:${key}`).toEqual(placeholders(text));
      }
      const script = SCRIPT[lang];
      const translated = [...other.values()].filter((v) => script?.test(v)).length;
      expect(translated / other.size).toBeGreaterThan(0.8);
    },
  );
});

describe('feature catalogues', () => {
  it.each(UI_LANGUAGES)(
    '%s: every file of its folder is a listed namespace, and every listed one has its file',
    (lang) => {
      const files = readdirSync(`messages/${lang}`)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
        .sort();
      expect(files).toEqual([...FEATURE_NAMESPACES].sort());
    },
  );
});
