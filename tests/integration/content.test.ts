import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getContent, getServedContent } from '@/server/content';
import { embeddedSource } from '@/server/content/embedded';
import type { ContentSource } from '@/server/content/source';
import { strapiSource, unwrapStrapi } from '@/server/content/strapi';

/** A local server answering like Strapi: v4 shape for ub-header, v5 shape for sitrus-config. */
let mode: 'ok' | 'down' | 'invalid' = 'ok';
const requests: Array<{ url: string; auth: string | undefined }> = [];
let server: Server;
let baseUrl = '';

const fixture = (locale: string, key: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'content', locale, `${key}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', auth: req.headers.authorization });
    const url = new URL(req.url ?? '/', 'http://x');
    const key = url.pathname.replace('/api/', '');
    const locale = url.searchParams.get('locale') ?? 'en';
    if (mode === 'down') {
      res.writeHead(502).end('bad gateway');
      return;
    }
    if (locale === 'ar-QA') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: null, error: { status: 404 } }));
      return;
    }
    const record = fixture(locale, key);
    if (mode === 'invalid') delete record.brands;
    const body =
      key === 'ub-header'
        ? { data: { id: 7, attributes: { ...record, locale } }, meta: {} }
        : { data: { id: 3, ...record, locale }, meta: {} };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('content layer', () => {
  it('says which content locale it served: the language itself, or the fallback it fell back to', async () => {
    const onlyEnglish: ContentSource = {
      name: 'embedded',
      read: (key, locale) => (locale === 'en' ? Promise.resolve(fixture('en', key)) : Promise.resolve(undefined)),
    };
    const fallback = await getServedContent('blog-oral-care', 'ta', onlyEnglish);
    expect(fallback.locale).toBe('en');
    const own = await getServedContent('blog-oral-care', 'hi', embeddedSource());
    expect(own.locale).toBe('hi');
    expect(own.content.posts[0]?.title).toMatch(/\p{Script=Devanagari}/u);
    expect((await getServedContent('legal-privacy-policy', 'ar-QA', embeddedSource())).locale).toMatch(/^ar/);
  });

  it('reads embedded content for every content locale, falling back along the chain', async () => {
    const source = embeddedSource();
    const ar = await getContent('ub-header', 'ar-BH', source);
    expect(ar.brands.map((b) => b.brand)).toEqual(['toothsi', 'skinnsi']);
    const config = await getContent('sitrus-config', 'en', source);
    expect(config.festival_ribbon.showFestivalRibbon).toBe(false);
    expect(config.offerRibbon.isVisible).toBe(false);
    expect(config.landingPageBadge.isVisible).toBe(false);
    expect(config.initialCTA).toMatchObject({ text: 'Book a scan', destination: '/my-account' });
    expect(config.footer.scanServiceLocations[0]?.cities).toHaveLength(17);
    expect(config.footer.scanServiceLocations[1]?.cities).toHaveLength(18);
    expect(config.footer.scanServiceLocations[1]?.cities).toContain('Nagpur');
  });

  it('reads Strapi v4 and v5 shapes with the bearer token', async () => {
    const source = strapiSource({ baseUrl, token: 'cms-token' });
    const header = await getContent('ub-header', 'en', source);
    expect(header.id).toBe(7);
    const config = await getContent('sitrus-config', 'ar', source);
    expect(config.initialCTA.isVisible).toBe(true);
    expect(requests.at(-1)).toMatchObject({ auth: 'Bearer cms-token' });
    expect(requests.at(-1)?.url).toContain('locale=ar');
  });

  it('falls back to the language when the CMS has no record for a regional locale', async () => {
    const source = strapiSource({ baseUrl });
    const header = await getContent('ub-header', 'ar-QA', source);
    expect(requests.some((r) => r.url.includes('locale=ar-QA'))).toBe(true);
    expect(header.brands[0]?.sectionTitle).toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps serving the last good content when the CMS fails or sends content that does not validate', async () => {
    const source = strapiSource({ baseUrl });
    mode = 'ok';
    const good = await getContent('ub-header', 'en-SA', source);
    mode = 'down';
    expect(await getContent('ub-header', 'en-SA', source)).toEqual(good);
    mode = 'invalid';
    expect(await getContent('ub-header', 'en-SA', source)).toEqual(good);
    mode = 'ok';
  });

  it('serves the embedded copy when the CMS is down and nothing was cached yet', async () => {
    mode = 'down';
    const source = strapiSource({ baseUrl });
    const content = await getContent('toothsi-contact-us', 'en-BH', source);
    expect(content.customerSupport.startTime).toBe('09:00');
    mode = 'ok';
  });

  it('unwraps both Strapi envelopes', () => {
    expect(unwrapStrapi({ data: { id: 1, attributes: { a: 1 } } })).toEqual({ id: 1, a: 1 });
    expect(unwrapStrapi({ data: { id: 1, a: 1 } })).toEqual({ id: 1, a: 1 });
    expect(unwrapStrapi({ data: null })).toBeUndefined();
  });
});
