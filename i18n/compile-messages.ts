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
