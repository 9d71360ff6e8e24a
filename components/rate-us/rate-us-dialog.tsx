'use client';

import { use } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, useTranslations } from 'next-intl';
import { get } from '@/client/http';
import { localeInfo, type Locale, type UiLanguage } from '@/i18n/locales';
import type { RateUsContent } from '@/lib/api/feedback-contracts';
import { Button } from '@/components/ui/button';
import { RateUsFlow } from './rate-us-flow';

type Catalogue = Record<string, unknown>;

// One explicit import per language, so the bundler makes one small chunk each, loaded when the flow first opens.
const LOADERS: Record<UiLanguage, () => Promise<{ default: Catalogue }>> = {
  en: () => import('@/messages/en/rateUs.json'),
  hi: () => import('@/messages/hi/rateUs.json'),
  kn: () => import('@/messages/kn/rateUs.json'),
  mr: () => import('@/messages/mr/rateUs.json'),
  te: () => import('@/messages/te/rateUs.json'),
  ta: () => import('@/messages/ta/rateUs.json'),
  bn: () => import('@/messages/bn/rateUs.json'),
  gu: () => import('@/messages/gu/rateUs.json'),
  ar: () => import('@/messages/ar/rateUs.json'),
};

const loaded = new Map<Locale, Promise<{ messages: Catalogue; content: RateUsContent | null }>>();

/**
 * The flow's strings and the rate-us content of a locale, fetched once per page view. A failed content read resolves
 * with null (and is tried again on the next open), so the dialog says so instead of breaking.
 */
function load(locale: Locale) {
  let found = loaded.get(locale);
  if (!found) {
    found = Promise.all([
      LOADERS[localeInfo(locale).language]().then((m) => m.default),
      get<{ content: RateUsContent }>(`/api/v1/rate-us/content?locale=${encodeURIComponent(locale)}`).then(
        (body) => body.content,
        () => {
          loaded.delete(locale);
          return null;
        },
      ),
    ]).then(([messages, content]) => ({ messages, content }));
    loaded.set(locale, found);
  }
  return found;
}

function Unavailable({ onClose }: { onClose: () => void }) {
  const t = useTranslations('common');
  return (
    <div role="alert">
      <p>{t('loadFailed')}</p>
      <Button variant="secondary" onClick={onClose}>
        {t('close')}
      </Button>
    </div>
  );
}

/** The dialog's content: the rate-us flow with its strings, loaded on first open (inside a Suspense boundary). */
export function RateUsBody(props: { onLater: () => void; onClose: () => void; onAnswered?: () => void }) {
  const locale = useLocale() as Locale;
  const shell = useMessages();
  const timeZone = useTimeZone();
  const { messages, content } = use(load(locale));
  if (!content) return <Unavailable onClose={props.onClose} />;
  return (
    // A nested client provider replaces its parent's configuration: the locale and time zone come along explicitly.
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={{ ...shell, rateUs: messages }}>
      <RateUsFlow content={content} {...props} />
    </NextIntlClientProvider>
  );
}
