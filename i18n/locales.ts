/**
 * The one table of locales (architecture §4). Routing, the proxy, formatting, content look-ups and
 * tests are all derived from it; nobody writes a locale list by hand anywhere else.
 */
export type Country = 'IN' | 'AE' | 'SA' | 'QA' | 'BH';
export type Currency = 'INR' | 'AED' | 'SAR' | 'QAR' | 'BHD';
export type Direction = 'ltr' | 'rtl';
export type UiLanguage = 'en' | 'hi' | 'kn' | 'mr' | 'te' | 'ta' | 'bn' | 'gu' | 'ar';
/** The seven Indian UI languages other than English: our own content exists for them (architecture §4). */
export type IndianLanguage = 'hi' | 'kn' | 'mr' | 'te' | 'ta' | 'bn' | 'gu';
/** The spec's content locales, plus our own for the Indian languages (which fall back to `en`). */
export type ContentLocale = 'en' | 'ar' | 'ar-SA' | 'en-SA' | 'en-QA' | 'en-BH' | 'ar-QA' | 'ar-BH' | IndianLanguage;
export type Script = 'latin' | 'devanagari' | 'kannada' | 'telugu' | 'tamil' | 'bengali' | 'gujarati' | 'arabic';

/** What the app needs to know of each country it serves: its currency and its time zone (none uses DST). */
export const COUNTRIES: Readonly<Record<Country, { currency: Currency; timeZone: string }>> = {
  IN: { currency: 'INR', timeZone: 'Asia/Kolkata' },
  AE: { currency: 'AED', timeZone: 'Asia/Dubai' },
  SA: { currency: 'SAR', timeZone: 'Asia/Riyadh' },
  QA: { currency: 'QAR', timeZone: 'Asia/Qatar' },
  BH: { currency: 'BHD', timeZone: 'Asia/Bahrain' },
};

/** Every country we serve, in the table's order. */
export const COUNTRY_CODES = Object.keys(COUNTRIES) as Country[];

export function currencyOf(country: Country): Currency {
  return COUNTRIES[country].currency;
}

export function timeZoneOf(country: Country): string {
  return COUNTRIES[country].timeZone;
}

export interface LocaleInfo {
  /** URL segment, as customers see it. */
  readonly segment: string;
  /** BCP-47 id: what `Intl`, `<html lang>` and next-intl use. */
  readonly id: string;
  readonly language: UiLanguage;
  readonly contentLocale: ContentLocale;
  readonly country: Country;
  readonly currency: Currency;
  readonly dir: Direction;
  readonly script: Script;
  /** The language's own name, for the language switcher. */
  readonly nativeName: string;
}

export const LOCALES = [
  {
    segment: 'en',
    id: 'en-IN',
    language: 'en',
    contentLocale: 'en',
    country: 'IN',
    currency: 'INR',
    dir: 'ltr',
    script: 'latin',
    nativeName: 'English',
  },
  {
    segment: 'hi',
    id: 'hi-IN',
    language: 'hi',
    contentLocale: 'hi',
    country: 'IN',
    currency: 'INR',
    dir: 'ltr',
    script: 'devanagari',
    nativeName: 'हिन्दी',
  },
  {
    segment: 'kn',
    id: 'kn-IN',
    language: 'kn',
    contentLocale: 'kn',
    country: 'IN',
    currency: 'INR',
    dir: 'ltr',
    script: 'kannada',
    nativeName: 'ಕನ್ನಡ',
  },
  {
    segment: 'mr',
    id: 'mr-IN',
    language: 'mr',
    contentLocale: 'mr',
    country: 'IN',
    currency: 'INR',
    dir: 'ltr',
    script: 'devanagari',
    nativeName: 'मराठी',
  },
  {
    segment: 'te',
    id: 'te-IN',
    language: 'te',
    contentLocale: 'te',
    country: 'IN',
    currency: 'INR',
    dir: 'ltr',
    script: 'telugu',
    nativeName: 'తెలుగు',
  },
  {
    segment: 'ta',
    id: 'ta-IN',
    language: 'ta',
    contentLocale: 'ta',
    country: 'IN',
    currency: 'INR',
    dir: 'ltr',
    script: 'tamil',
    nativeName: 'தமிழ்',
  },
  {
    segment: 'bn',
    id: 'bn-IN',
    language: 'bn',
    contentLocale: 'bn',
    country: 'IN',
    currency: 'INR',
    dir: 'ltr',
    script: 'bengali',
    nativeName: 'বাংলা',
  },
  {
    segment: 'gu',
    id: 'gu-IN',
    language: 'gu',
    contentLocale: 'gu',
    country: 'IN',
    currency: 'INR',
    dir: 'ltr',
    script: 'gujarati',
    nativeName: 'ગુજરાતી',
  },
  {
    segment: 'uae-en',
    id: 'en-AE',
    language: 'en',
    contentLocale: 'en',
    country: 'AE',
    currency: 'AED',
    dir: 'ltr',
    script: 'latin',
    nativeName: 'English (UAE)',
  },
  {
    segment: 'uae-ar',
    id: 'ar-AE',
    language: 'ar',
    contentLocale: 'ar',
    country: 'AE',
    currency: 'AED',
    dir: 'rtl',
    script: 'arabic',
    nativeName: 'العربية (الإمارات)',
  },
  {
    segment: 'ksa-en',
    id: 'en-SA',
    language: 'en',
    contentLocale: 'en-SA',
    country: 'SA',
    currency: 'SAR',
    dir: 'ltr',
    script: 'latin',
    nativeName: 'English (KSA)',
  },
  {
    segment: 'ksa-ar',
    id: 'ar-SA',
    language: 'ar',
    contentLocale: 'ar-SA',
    country: 'SA',
    currency: 'SAR',
    dir: 'rtl',
    script: 'arabic',
    nativeName: 'العربية (السعودية)',
  },
  {
    segment: 'qa-en',
    id: 'en-QA',
    language: 'en',
    contentLocale: 'en-QA',
    country: 'QA',
    currency: 'QAR',
    dir: 'ltr',
    script: 'latin',
    nativeName: 'English (Qatar)',
  },
  {
    segment: 'qa-ar',
    id: 'ar-QA',
    language: 'ar',
    contentLocale: 'ar-QA',
    country: 'QA',
    currency: 'QAR',
    dir: 'rtl',
    script: 'arabic',
    nativeName: 'العربية (قطر)',
  },
  {
    segment: 'bh-en',
    id: 'en-BH',
    language: 'en',
    contentLocale: 'en-BH',
    country: 'BH',
    currency: 'BHD',
    dir: 'ltr',
    script: 'latin',
    nativeName: 'English (Bahrain)',
  },
  {
    segment: 'bh-ar',
    id: 'ar-BH',
    language: 'ar',
    contentLocale: 'ar-BH',
    country: 'BH',
    currency: 'BHD',
    dir: 'rtl',
    script: 'arabic',
    nativeName: 'العربية (البحرين)',
  },
] as const satisfies readonly LocaleInfo[];

export type Locale = (typeof LOCALES)[number]['id'];
export const LOCALE_IDS = LOCALES.map((l) => l.id) as Locale[];
export const DEFAULT_LOCALE: Locale = 'en-IN';
export const UI_LANGUAGES: readonly UiLanguage[] = ['en', 'hi', 'kn', 'mr', 'te', 'ta', 'bn', 'gu', 'ar'];
export const INDIAN_LANGUAGES: readonly IndianLanguage[] = ['hi', 'kn', 'mr', 'te', 'ta', 'bn', 'gu'];
/** The spec's content locales: every content key exists in each (content:check). */
export const SPEC_CONTENT_LOCALES: readonly ContentLocale[] = [
  'en',
  'ar',
  'ar-SA',
  'en-SA',
  'en-QA',
  'en-BH',
  'ar-QA',
  'ar-BH',
];
export const CONTENT_LOCALES: readonly ContentLocale[] = [...SPEC_CONTENT_LOCALES, ...INDIAN_LANGUAGES];

export function isIndianLanguage(locale: string): locale is IndianLanguage {
  return (INDIAN_LANGUAGES as readonly string[]).includes(locale);
}

const byId = new Map<string, LocaleInfo>(LOCALES.map((l) => [l.id, l]));
const bySegment = new Map<string, LocaleInfo>(LOCALES.map((l) => [l.segment, l]));

export function isLocale(value: string): value is Locale {
  return byId.has(value);
}

/** Facts about a locale id; throws for an id that is not ours (a programming error). */
export function localeInfo(id: string): LocaleInfo {
  const info = byId.get(id);
  if (!info) throw new Error(`Unknown locale id: ${id}`);
  return info;
}

export function localeBySegment(segment: string): LocaleInfo | undefined {
  return bySegment.get(segment.toLowerCase());
}

const byLowerId = new Map<string, LocaleInfo>(LOCALES.map((l) => [l.id.toLowerCase(), l]));

/**
 * The locale a language alias names: its BCP-47 id (`hi-IN`, any case) or the spec's short alias, the locale's URL
 * segment (`hi`, `uae-ar`). Undefined for anything else (`ar` alone names no one market).
 */
export function localeOfAlias(alias: string): LocaleInfo | undefined {
  const key = alias.trim().toLowerCase();
  return byLowerId.get(key) ?? bySegment.get(key);
}

/** The language a content locale is written in: `ar-SA` → `ar`, `en-QA` → `en`, `hi` → `hi`. */
export function languageOfContent(locale: ContentLocale): string {
  return locale.split('-')[0] ?? locale;
}

/**
 * Content falls back from a regional variant to its language, then to English (never to an error); an Indian
 * language's own content falls back to English key by key, where a file is missing (content:check allows it).
 */
export function contentFallbackChain(locale: ContentLocale): ContentLocale[] {
  const chain: ContentLocale[] = [locale];
  if (locale.startsWith('ar') && locale !== 'ar') chain.push('ar');
  if (locale !== 'en') chain.push('en');
  return chain;
}
