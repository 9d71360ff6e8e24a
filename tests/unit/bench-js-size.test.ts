import { describe, expect, it } from 'vitest';
import { scriptSources } from '../../bench/js-size';
import { PaintFirstRewriter } from '../../scripts/paint-first';

const PAGE =
  '<html><head><script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script></head>' +
  '<body><script>self.__next_f=[]</script><script src="/_next/static/chunks/boot.js" async=""></script></body></html>';

describe("the bench's first-load JavaScript", () => {
  it('counts every script the page loads, skipping no-module ones and inline ones', () => {
    expect(scriptSources(PAGE)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/boot.js']);
  });

  it('counts the scripts a paint-first page loads after its first paint just the same', () => {
    const rewriter = new PaintFirstRewriter();
    const rewritten = Buffer.concat([rewriter.push(Buffer.from(PAGE)), rewriter.end()]).toString();
    expect(rewritten).not.toContain('<script src="/_next/static/chunks/a.js"');
    expect(scriptSources(rewritten)).toEqual(scriptSources(PAGE));
  });
});
