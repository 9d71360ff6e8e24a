import compile from 'icu-minify/compile';
import type { CompiledCatalogue } from '../components/client-messages';

/**
 * A catalogue (or part of one) with every ICU message compiled ahead of time, for client islands: the browser
 * then formats with icu-minify's small runtime instead of shipping an ICU parser. Pages compile on the server
 * (components/island-messages.tsx); only the header's sign-in dialog compiles its strings in the browser, in
 * the chunk it loads when first opened. The JSON round trip gives
 * plain objects (compiled selects and plurals use null-prototype ones), which React can pass to the client.
 */
export function compileCatalogue(messages: Record<string, unknown>): CompiledCatalogue {
  return JSON.parse(JSON.stringify(compileValue(messages))) as CompiledCatalogue;
}

function compileValue(value: unknown): unknown {
  if (typeof value === 'string') return compile(value);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, compileValue(inner)]));
  return value;
}

const compiled = new WeakMap<object, Map<string, CompiledCatalogue>>();

/**
 * compileCatalogue of `pick(catalogue)`, done once per catalogue object and `key` (what `pick` takes from it).
 * A language's catalogue is one object for the life of a production server (i18n/messages.ts), so a page rendered
 * per request looks its islands' strings up instead of compiling them again.
 */
export function compileOnce(catalogue: object, key: string, pick: () => Record<string, unknown>): CompiledCatalogue {
  let byKey = compiled.get(catalogue);
  if (!byKey) {
    byKey = new Map();
    compiled.set(catalogue, byKey);
  }
  let result = byKey.get(key);
  if (!result) {
    result = compileCatalogue(pick());
    byKey.set(key, result);
  }
  return result;
}
