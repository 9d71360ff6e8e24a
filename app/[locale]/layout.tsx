import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { localeInfo, timeZoneOf } from '@/i18n/locales';
import { siteOrigin } from '@/i18n/metadata';
import { latinFontClass } from '@/app/fonts';
import { getAppDownload } from '@/server/content';
import {
  getMarketContactUs,
  getMarketFooterLinks,
  getMarketMenu,
  getMarketNavigation,
  getMarketProfileMenu,
  getMarketSiteConfig,
} from '@/server/content/market';
import { ShellProvider } from '@/components/shell/shell-provider';
import { Header } from '@/components/shell/header';
import { Footer } from '@/components/shell/footer';
import { ShowOn } from '@/components/shell/show-on';
import { WhatsAppButton } from '@/components/shell/whatsapp-button';
import { SkinStickyBanner, StickyCta } from '@/components/shell/sticky-cta';
import { LinkBehaviour } from '@/components/link-behaviour';
import { NextIntlClientProvider } from 'next-intl';
import { pickMessages } from '@/components/intl-provider';
import { QueryProvider } from '@/components/query-provider';
import { RateUsPrompt } from '@/components/rate-us/rate-us-prompt';
import { BOOK_SCAN_PATH } from '@/lib/journey';

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
  const [messages, t, site, navigation, menu, profileMenu, contact, footerLinks, app] = await Promise.all([
    getMessages(),
    getTranslations('sticky'),
    getMarketSiteConfig(locale),
    getMarketNavigation(locale),
    getMarketMenu(locale),
    getMarketProfileMenu(locale),
    getMarketContactUs(locale),
    getMarketFooterLinks(locale),
    getAppDownload(info.contentLocale),
  ]);
  const tw = await getTranslations('whatsapp');
  const tc = await getTranslations('common');

  return (
    <html lang={locale} dir={info.dir} data-script={info.script} className={latinFontClass}>
      <body data-brand="toothsi">
        {/* Every page carries only the shell islands' strings; pages with islands of their own add theirs
            (components/intl-provider.tsx) and the sign-in dialog loads its own when opened. */}
        <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={pickMessages(messages)}>
          <QueryProvider>
            <ShellProvider>
              <LinkBehaviour />
              <a className="skip-link" href="#main">
                {tc('skipToContent')}
              </a>
              <ShowOn part="skinStickyBanner">
                <SkinStickyBanner
                  text={t('skinBanner')}
                  cta={t('skinBannerCta')}
                  href="/skinnsi/laser-hair-removal?scrollTo=select-packages"
                />
              </ShowOn>
              <Header
                navigation={navigation}
                menu={menu}
                profileMenu={profileMenu}
                country={info.country}
                contact={contact}
                timeZone={timeZone}
              />
              <main id="main" tabIndex={-1}>
                {children}
              </main>
              <ShowOn part="footer">
                <Footer
                  links={footerLinks}
                  site={site}
                  app={app}
                  country={info.country}
                  year={new Date().getFullYear()}
                />
              </ShowOn>
              <ShowOn part="whatsApp">
                <WhatsAppButton number={site.whatsappNumber} label={tw('label')} message={tw('defaultMessage')} />
              </ShowOn>
              <RateUsPrompt
                title={
                  profileMenu.menuItems.find((item) => item.devkey === 'rateUs')?.title ??
                  navigation.redirections.find((item) => item.devKey === 'RATE_US')?.title ??
                  ''
                }
              />
              <ShowOn part="stickyBookNow">
                {/* Booking starts on its own page (lib/journey.ts); the content's initialCTA still names my account, which
                    no longer hosts it. */}
                <StickyCta text={site.ctaText} href={BOOK_SCAN_PATH} lead={t('lead')} />
              </ShowOn>
            </ShellProvider>
          </QueryProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
