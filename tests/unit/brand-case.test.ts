import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every stylesheet of ours (components, app, styles). */
function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('the brand is written as it is', () => {
  it('no stylesheet forces text to upper case: toothsi and skinnsi are lower case wherever a label names them', () => {
    const files = ['components', 'app', 'styles'].flatMap(stylesheets);
    expect(files.length).toBeGreaterThan(10);
    expect(
      files.filter((file) => /text-transform\s*:\s*(uppercase|capitalize)/i.test(readFileSync(file, 'utf8'))),
    ).toEqual([]);
  });
});
