import { z } from 'zod';

/**
 * Control characters no field of ours accepts: C0 controls but tab, line feed and carriage return, DEL and C1
 * controls. NUL among them is the one PostgreSQL cannot store at all (text and jsonb refuse it: 22021 / 22P05); the
 * others are never typed by a person and only serve to smuggle (log lines, SMS bodies, spreadsheets).
 */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** The same, with line breaks and tabs: a single-line field (a name, a code, a city) refuses them too. */
export const CONTROL_CHARACTERS_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';
/** The field-error code of a value with control characters (`errors.invalidCharacters` in the catalogues). */
export const CONTROL_CHARACTERS_CODE = 'invalidCharacters';

/**
 * A string field of an API contract: z.string() that refuses control characters (and, unless `multiline`, line
 * breaks and tabs). Chain on it as on z.string(): `text().trim().min(2).max(80)`.
 */
export function text(options: { multiline?: boolean } = {}) {
  const pattern = options.multiline ? CONTROL_CHARACTERS : CONTROL_CHARACTERS_SINGLE_LINE;
  return z.string().refine((value) => !pattern.test(value), { message: CONTROL_CHARACTERS_MESSAGE });
}

/** How deep a request's JSON may nest: far beyond any contract of ours, far below what would cost anything to walk. */
export const MAX_INPUT_DEPTH = 32;

export interface InputProblem {
  /** Where, as `body.address.line1` (keys of objects, indexes of arrays). */
  path: string;
  problem: 'controlCharacters' | 'tooDeep';
}

/**
 * Every string (object keys included) of a parsed request input that holds a control character, and whether it nests
 * deeper than MAX_INPUT_DEPTH: the check the API wrapper runs on every query, path and body before its contract, so no
 * endpoint, however its schema was written, lets a NUL byte reach the database. Iterative: a hostile nesting depth
 * cannot overflow the stack. Tabs and line breaks pass here; single-line fields refuse them through `text()`.
 */
export function inputProblems(value: unknown, root: string, max = 20): InputProblem[] {
  const problems: InputProblem[] = [];
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: root, depth: 0 }];
  while (stack.length > 0 && problems.length < max) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTERS.test(current)) problems.push({ path, problem: 'controlCharacters' });
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) {
      problems.push({ path, problem: 'tooDeep' });
      continue;
    }
    const entries = Array.isArray(current)
      ? current.map((v, i) => [String(i), v] as const)
      : Object.entries(current as Record<string, unknown>);
    for (const [key, child] of entries) {
      if (CONTROL_CHARACTERS.test(key)) {
        problems.push({
          path: `${path}.${key.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), '?')}`,
          problem: 'controlCharacters',
        });
        continue;
      }
      stack.push({ value: child, path: `${path}.${key}`, depth: depth + 1 });
    }
  }
  return problems;
}
