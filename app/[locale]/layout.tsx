import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '@/styles/globals.css';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { localeInfo, timeZoneOf } from '@/i18n/locales';
import { siteOrigin } from '@/i18n/metadata';
import { preload } from 'react-dom';
import { getMarketContactUs, getMarketMenu, getMarketNavigation, getMarketProfileMenu } from '@/server/content/market';
import { ShellProvider } from '@/components/shell/shell-provider';
import { Header } from '@/components/shell/header';
import { headerNav } from '@/components/shell/header-nav';
import { NextIntlClientProvider } from 'next-intl';
import { pickMessages } from '@/components/intl-provider';
import { QueryProvider } from '@/components/query-provider';
import { AppFlagScript } from '@/components/shell/app-flag-script';

const LATIN_REGULAR = '/fonts/noto-sans-latin-400-v1.woff2';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#5424c8' };

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(siteOrigin()),
    title: { default: t('homeTitle'), template: `%s | ${t('siteName')}` },
    description: t('homeDescription'),
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  const info = localeInfo(locale);
  const timeZone = timeZoneOf(info.country);
  const [messages, tc, th, navigation, menu, profileMenu, contact] = await Promise.all([
    getMessages(),
    getTranslations('common'),
    getTranslations('header'),
    getMarketNavigation(locale),
    getMarketMenu(locale),
    getMarketProfileMenu(locale),
    getMarketContactUs(locale),
  ]);

  // The regular weight of the one web font, the only font fetched before the first paint (styles/globals.css).
  preload(LATIN_REGULAR, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={locale} dir={info.dir} data-script={info.script}>
      <body data-brand="toothsi">
        <AppFlagScript />
        {/* Every page carries only the shell islands' strings; pages with islands of their own add theirs
            (components/intl-provider.tsx) and the sign-in dialog loads its own when opened. */}
        <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={pickMessages(messages)}>
          <QueryProvider>
            <ShellProvider>
              <a className="skip-link" href="#main">
                {tc('skipToContent')}
              </a>
              <Header
                nav={headerNav(navigation, menu, profileMenu, contact, th('logOut'))}
                country={info.country}
                timeZone={timeZone}
              />
              {/* The page's <main> and the parts its kind of page has (footer, chat, prompts) come from its route
                  group's layout: app/[locale]/(site|quiet|reviews|flow|survey|placeholder)/layout.tsx. */}
              {children}
            </ShellProvider>
          </QueryProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
