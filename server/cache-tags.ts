import type { ContentLocale } from '../i18n/locales';

/** Every cache tag of the app, named here and nowhere else. */
export const TAGS = {
  content: 'content',
  serviceableCities: 'serviceable-cities',
  catalog: 'catalog',
  skin: 'skin',
} as const;

export function contentTag(key: string, locale: ContentLocale): string {
  return `content:${key}:${locale}`;
}
