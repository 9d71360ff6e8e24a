import type { Country } from '@/i18n/locales';

/** The part of a next-intl translator (server or client) the skin names need. */
export interface SkinTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/**
 * The name of a service from the `skin` catalogue. A service added to the database before its name was translated
 * shows its slug in words rather than breaking the page.
 */
export function skinServiceName(t: SkinTranslator, slug: string): string {
  const key = `services.${slug}`;
  if (t.has(key)) return t(key);
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A cart or order line's name for a skin package: the service and its number of sessions. */
export function skinLineName(t: SkinTranslator, line: { service: string; sessions: number }): string {
  return t('lineName', { service: skinServiceName(t, line.service), sessions: line.sessions });
}

/** The market's name in the page's language ("India", "الإمارات العربية المتحدة"), from the browser's or Node's ICU. */
export function countryName(country: Country, localeId: string): string {
  return new Intl.DisplayNames([localeId], { type: 'region' }).of(country) ?? country;
}

/** "A, B and C" in the page's language. */
export function listOf(items: readonly string[], localeId: string): string {
  return new Intl.ListFormat(localeId, { style: 'long', type: 'conjunction' }).format(items);
}
