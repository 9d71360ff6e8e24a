import { expect, test } from './test';
import { INDIAN_LANGUAGES } from '@/i18n/locales';
import { latinShare } from './latin-share';

/**
 * Every page of the sitemap in each Indian language reads in that language: at most a few percent of its words are in
 * Latin script, outside brand names and units (issue #22). Menus, footer, content and product copy all count, as do
 * image descriptions and button labels a screen reader reads.
 */
const MAX_LATIN_SHARE = 0.05;

for (const segment of INDIAN_LANGUAGES) {
  test(`every sitemap page in /${segment} is in that language`, async ({ request }) => {
    test.setTimeout(300_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1] ?? '').pathname)
      .filter((p) => p === `/${segment}` || p.startsWith(`/${segment}/`));
    expect(paths.length).toBeGreaterThan(40);

    const failures: string[] = [];
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const share = latinShare(await response.text());
      if (share.ratio > MAX_LATIN_SHARE)
        failures.push(
          `${path}: ${(share.ratio * 100).toFixed(1)}% Latin (${share.latin}/${share.words}), e.g. ${share.sample.join(' | ')}`,
        );
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
