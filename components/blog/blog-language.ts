import { localeInfo, type Locale } from '@/i18n/locales';

/**
 * The language a blog view's words are in, for a page locale: the page's own where its language has posts, English
 * (or Arabic) where it falls back; text in another language than the page is marked with `lang`.
 */
export function blogLanguage(locale: Locale, served: string): { content: string; differs: boolean } {
  return { content: served, differs: served !== localeInfo(locale).language };
}
