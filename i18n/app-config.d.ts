import type { Locale } from './locales';

// next-intl's hooks and helpers (useLocale, Link, useRouter) answer and take our locale ids, not any string.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
  }
}
