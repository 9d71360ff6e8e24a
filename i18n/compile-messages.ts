import 'server-only';
import compile from 'icu-minify/compile';
import type { CompiledCatalogue } from '../components/client-messages';

/**
 * A catalogue (or part of one) with every ICU message compiled ahead of time, for client islands: the browser
 * then formats with icu-minify's small runtime instead of shipping an ICU parser. The JSON round trip gives
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
