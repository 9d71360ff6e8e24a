'use client';

import { createContext, useContext, useMemo, type ComponentProps, type ReactNode } from 'react';
import NextLink from 'next/link';
import { usePathname as useBrowserPathname, useRouter as useNextRouter } from 'next/navigation';
import { stripLocale } from '../lib/paths';
import { localeOfPath, localizedHref } from './localized-href';
import type { Locale } from './locales';

/**
 * Locale-aware navigation for client components, without next-intl's client runtime: no catalogue and no ICU
 * parser, so the shell's islands stay small. The root layout gives the page's locale (LocaleProvider); the URL
 * is the fallback (`/uae-ar/...` is ar-AE, unprefixed is en-IN), as the routing config makes it.
 * App code links with `components/link.tsx` (server) or `components/client-link.tsx`.
 */

const LocaleContext = createContext<Locale | null>(null);

/** Gives client components the locale the server rendered the page in. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The locale of the page being shown. */
export function useLocale(): Locale {
  const given = useContext(LocaleContext);
  const pathname = useBrowserPathname();
  return given ?? localeOfPath(pathname ?? '/');
}

/**
 * The current path without its locale (`/uae-ar/toothsi` → `/toothsi`). While a page is prerendered the path is
 * the internal one (`/ar-AE/toothsi`), so the locale's id is stripped as well as its URL segment.
 */
export function usePathname(): string {
  const locale = useLocale();
  const path = useBrowserPathname() ?? '/';
  const first = path.split('/')[1] ?? '';
  return stripLocale(first.toLowerCase() === locale.toLowerCase() ? path.slice(first.length + 1) || '/' : path);
}

type NavigateOptions = { locale?: Locale; scroll?: boolean };

/** Next's router, taking locale-free paths and sending the visitor to them in the current (or a given) locale. */
export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      push: (href: string, options?: NavigateOptions) => router.push(localizedHref(href, options?.locale ?? locale), { scroll: options?.scroll }),
      replace: (href: string, options?: NavigateOptions) => router.replace(localizedHref(href, options?.locale ?? locale), { scroll: options?.scroll }),
      prefetch: (href: string, options?: { locale?: Locale }) => router.prefetch(localizedHref(href, options?.locale ?? locale)),
      back: () => router.back(),
      refresh: () => router.refresh(),
    }),
    [router, locale],
  );
}

/** Next's Link for a locale-free app path, in the current locale unless `locale` says otherwise. */
export function IntlLink({ href, locale, ...rest }: Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string; locale?: Locale }) {
  const current = useLocale();
  return <NextLink href={localizedHref(href, locale ?? current)} {...rest} />;
}
