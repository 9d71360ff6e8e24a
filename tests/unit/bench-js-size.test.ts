import { describe, expect, it } from 'vitest';
import { scriptSources } from '../../bench/js-size';

const PAGE =
  '<html><head><script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script></head>' +
  '<body><script>self.__next_f=[]</script><script src="/_next/static/chunks/boot.js" async=""></script></body></html>';

describe("the bench's first-load JavaScript", () => {
  it('counts every script the page loads, skipping no-module ones and inline ones', () => {
    expect(scriptSources(PAGE)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/boot.js']);
  });
});
