import { contentFallbackChain, localeInfo, type Locale } from '../../i18n/locales';

/**
 * The language the blog's words are in for a page locale: posts exist in English and Arabic (content keys kept in
 * the two language locales), so an Indian-language page reads them in English and marks them `lang="en"`.
 */
export function blogLanguage(locale: Locale): { content: 'en' | 'ar'; differs: boolean } {
  const info = localeInfo(locale);
  const content = contentFallbackChain(info.contentLocale).includes('ar') ? 'ar' : 'en';
  return { content, differs: content !== info.language };
}
