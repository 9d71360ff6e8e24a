import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { getAppDownload } from '@/server/content';
import {
  getMarketFooterLinks,
  getMarketNavigation,
  getMarketProfileMenu,
  getMarketSiteConfig,
} from '@/server/content/market';
import { RateUsPrompt } from '@/components/rate-us/rate-us-prompt';
import { Footer } from './footer';
import { NativeTabBar } from './native-frame';
import { WhatsAppButton } from './whatsapp-button';

export interface FrameParts {
  /** The site footer (hidden on checkout, payment, feedback, NPS and the Gulf placeholders, spec §2). */
  footer: boolean;
  /** The floating WhatsApp button (hidden on the quiz, feedback, NPS, referral, pricing and aligner pages). */
  whatsApp: boolean;
  /** The rate-us prompt that opens by itself for a customer it is due for (never in a flow or a survey). */
  rateUs: boolean;
  /** The native app's bottom tab bar (hidden on checkout, payment, feedback and NPS pages). */
  nativeTabs: boolean;
}

/**
 * What a route group puts around its pages below the header (app/[locale]/layout.tsx): the page's `<main>` and the
 * parts its kind of page has. Each group's layout.tsx says which; the folder a page lives in decides its chrome.
 */
export async function SiteFrame({
  locale,
  parts,
  children,
}: {
  locale: Locale;
  parts: FrameParts;
  children: ReactNode;
}) {
  const info = localeInfo(locale);
  const [site, footerLinks, app, profileMenu, navigation, tw] = await Promise.all([
    getMarketSiteConfig(locale),
    parts.footer ? getMarketFooterLinks(locale) : null,
    parts.footer ? getAppDownload(info.contentLocale) : null,
    parts.rateUs ? getMarketProfileMenu(locale) : null,
    parts.rateUs ? getMarketNavigation(locale) : null,
    getTranslations({ locale, namespace: 'whatsapp' }),
  ]);
  const rateUsTitle =
    profileMenu?.menuItems.find((item) => item.devkey === 'rateUs')?.title ??
    navigation?.redirections.find((item) => item.devKey === 'RATE_US')?.title ??
    '';
  return (
    <>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {footerLinks && app ? (
        <Footer links={footerLinks} site={site} app={app} country={info.country} year={new Date().getFullYear()} />
      ) : null}
      {parts.whatsApp ? (
        <WhatsAppButton
          number={site.whatsappNumber}
          label={tw('label')}
          message={tw('defaultMessage')}
          messageBySource={Object.fromEntries(
            site.utmBasedWhatsAppConfig.map(({ utmSource, message }) => [utmSource.toLowerCase(), message]),
          )}
        />
      ) : null}
      {parts.rateUs ? <RateUsPrompt title={rateUsTitle} /> : null}
      <NativeTabBar show={parts.nativeTabs} />
    </>
  );
}

/** The parts of each route group, named once (app/[locale]/(group)/layout.tsx). */
export const FRAMES = {
  /** Marketing, catalogue, shared and account pages. */
  site: { footer: true, whatsApp: true, rateUs: true, nativeTabs: true },
  /** Pages whose own call to action the chat button would compete with: pricing, aligners, the quiz, referral. */
  quiet: { footer: true, whatsApp: false, rateUs: true, nativeTabs: true },
  /** Writing a review: no prompt to rate us on top of it. */
  reviews: { footer: true, whatsApp: true, rateUs: false, nativeTabs: true },
  /** Checkout, addresses, schedule, an order, payment statuses: no footer, no tab bar. */
  flow: { footer: false, whatsApp: true, rateUs: false, nativeTabs: false },
  /** Feedback and NPS surveys: nothing but the questions. */
  survey: { footer: false, whatsApp: false, rateUs: false, nativeTabs: false },
  /** The Gulf placeholders (/ae/doctor-partners, /ae/comming-soon): no footer. */
  placeholder: { footer: false, whatsApp: true, rateUs: false, nativeTabs: true },
} as const satisfies Record<string, FrameParts>;

/** The layout of a route group: `export default frameLayout('flow')` in app/[locale]/(flow)/layout.tsx. */
export function frameLayout(frame: keyof typeof FRAMES) {
  return async function FrameLayout({
    children,
    params,
  }: {
    children: ReactNode;
    params: Promise<{ locale: string }>;
  }) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    return (
      <SiteFrame locale={locale} parts={FRAMES[frame]}>
        {children}
      </SiteFrame>
    );
  };
}
