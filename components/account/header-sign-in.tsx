'use client';

import { use } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { localeInfo, type Country, type Locale, type UiLanguage } from '@/i18n/locales';
import { SignInFlow } from './sign-in-flow';

type Catalogue = Record<string, unknown>;

// One explicit import per language, so the bundler makes one small chunk each and a visitor loads only theirs,
// and only when they open the sign-in dialog. Content pages never carry these strings in their HTML.
const LOADERS: Record<UiLanguage, () => Promise<[{ default: Catalogue }, { default: Catalogue }]>> = {
  en: () => Promise.all([import('@/messages/en/signIn.json'), import('@/messages/en/errors.json')]),
  hi: () => Promise.all([import('@/messages/hi/signIn.json'), import('@/messages/hi/errors.json')]),
  kn: () => Promise.all([import('@/messages/kn/signIn.json'), import('@/messages/kn/errors.json')]),
  mr: () => Promise.all([import('@/messages/mr/signIn.json'), import('@/messages/mr/errors.json')]),
  te: () => Promise.all([import('@/messages/te/signIn.json'), import('@/messages/te/errors.json')]),
  ta: () => Promise.all([import('@/messages/ta/signIn.json'), import('@/messages/ta/errors.json')]),
  bn: () => Promise.all([import('@/messages/bn/signIn.json'), import('@/messages/bn/errors.json')]),
  gu: () => Promise.all([import('@/messages/gu/signIn.json'), import('@/messages/gu/errors.json')]),
  ar: () => Promise.all([import('@/messages/ar/signIn.json'), import('@/messages/ar/errors.json')]),
};

const loaded = new Map<UiLanguage, Promise<Catalogue>>();

/** The sign-in and error strings of a language (precompiled at build, like every catalogue), fetched once per page view. */
function signInMessages(language: UiLanguage): Promise<Catalogue> {
  let messages = loaded.get(language);
  if (!messages) {
    messages = LOADERS[language]().then(([signIn, errors]) => ({ signIn: signIn.default, errors: errors.default }));
    loaded.set(language, messages);
  }
  return messages;
}

/**
 * The header's sign-in dialog content: the sign-in flow with the strings it needs, loaded on first open, so pages
 * carry only the shell's strings. A nested provider replaces its parent's messages: the shell's come along.
 */
export function HeaderSignIn(props: { defaultCountry: Country; onSignedIn: () => void }) {
  const locale = useLocale() as Locale;
  const timeZone = useTimeZone();
  const shell = useMessages();
  const messages = use(signInMessages(localeInfo(locale).language));
  return (
    // In the browser the provider infers nothing (it throws without a locale): the page's locale and zone go along.
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={{ ...shell, ...messages }}>
      <SignInFlow {...props} />
    </NextIntlClientProvider>
  );
}
