import { localeBySegment } from '@/i18n/locales';

/** Normalises a pathname: one leading slash, no trailing slash (but `/` stays `/`). */
export function normalisePath(path: string): string {
  const clean = `/${path.split('?')[0]?.split('#')[0] ?? ''}`.replace(/\/{2,}/g, '/');
  return clean.length > 1 ? clean.replace(/\/$/, '') : '/';
}

/** Strips a leading locale segment (`/uae-ar/toothsi` → `/toothsi`). Route rules always see this form. */
export function stripLocale(path: string): string {
  const normal = normalisePath(path);
  const first = normal.split('/')[1] ?? '';
  if (first && localeBySegment(first)) return normal.slice(first.length + 1) || '/';
  return normal;
}
