/**
 * `npm run content:check`: validates every embedded content file against its schema, in every content locale,
 * and fails when a locale lacks a key, a file is not one of ours, or content writes an amount of money (prices are
 * computed from the catalogue, cashback from the market table).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_LOCALES, isIndianLanguage } from '@/i18n/locales';
import { CONTENT_KEYS, CONTENT_SCHEMAS, LANGUAGE_ONLY_KEYS, type ContentKey } from '@/server/content/schemas';
import { matchesRoute, pageRoutes } from '@/lib/app-routes';

const ROUTES = pageRoutes();
const isKnownRoute = (path: string) => matchesRoute(ROUTES, path);

/** Fields that hold route-rule patterns or asset paths rather than links to pages. */
const NOT_LINKS = new Set([
  'hideFooter',
  'hideWhatsAppInPages',
  'whitelist',
  'exactPath',
  'includedPath',
  'url',
  'icon',
]);

/** Every app-internal link in a content record that does not lead to a page of ours. */
function brokenLinks(value: unknown, trail: string[] = []): string[] {
  if (typeof value === 'string') {
    if (!value.startsWith('/') || value.startsWith('//')) return [];
    const path = value.split(/[?#]/)[0] ?? value;
    return isKnownRoute(path) ? [] : [`${trail.join('.')} links to unknown route ${value}`];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => brokenLinks(v, [...trail, String(i)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (NOT_LINKS.has(k) ? [] : brokenLinks(v, [...trail, k])));
  }
  return [];
}

/** Money written in words (₹4,500, AED 299, ٢٩٩ د.إ): prices and amounts come from the catalogue and markets. */
const WRITTEN_MONEY = /(₹|INR|AED|SAR|QAR|BHD|د\.إ|ر\.س)\s?[0-9٠-٩]|[0-9٠-٩]\s?(₹|د\.إ|ر\.س)/;

/** Every string of a content record that writes an amount of money. */
function writtenMoney(value: unknown, trail: string[] = []): string[] {
  if (typeof value === 'string') return WRITTEN_MONEY.test(value) ? [`${trail.join('.')} writes money: ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => writtenMoney(v, [...trail, String(i)]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => writtenMoney(v, [...trail, k]));
  return [];
}

const dir = path.join(process.cwd(), 'content');
const problems: string[] = [];
let checked = 0;

for (const locale of CONTENT_LOCALES) {
  const files = await readdir(path.join(dir, locale)).catch(() => [] as string[]);
  for (const file of files) {
    const key = file.replace(/\.json$/, '');
    if (!file.endsWith('.json') || !(CONTENT_KEYS as string[]).includes(key))
      problems.push(`${locale}/${file}: not a known content key`);
  }
  for (const key of CONTENT_KEYS) {
    const file = path.join(dir, locale, `${key}.json`);
    let raw: string;
    try {
      raw = await readFile(file, 'utf8');
    } catch {
      // A language-only key is read through the fallback chain in regional locales (schemas.ts says why); our own
      // Indian-language content may cover only some keys, the rest is read in English.
      if ((LANGUAGE_ONLY_KEYS.has(key) && locale !== 'en' && locale !== 'ar') || isIndianLanguage(locale)) continue;
      problems.push(`${locale}/${key}.json: missing`);
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (error) {
      problems.push(`${locale}/${key}.json: invalid JSON (${(error as Error).message})`);
      continue;
    }
    const result = CONTENT_SCHEMAS[key as ContentKey].safeParse(json);
    checked++;
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(`${locale}/${key}.json: ${issue.path.join('.') || '(root)'} ${issue.message}`);
    }
    for (const broken of brokenLinks(json)) problems.push(`${locale}/${key}.json: ${broken}`);
    for (const amount of writtenMoney(json)) problems.push(`${locale}/${key}.json: ${amount}`);
    if (locale.startsWith('ar') && !/[\u0600-\u06FF]/.test(raw))
      problems.push(`${locale}/${key}.json: Arabic content has no Arabic text`);
  }
}

if (problems.length) {
  console.error(`content:check found ${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`content:check: ${checked} files valid across ${CONTENT_LOCALES.length} content locales`);
