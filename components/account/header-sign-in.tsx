'use client';

import { use } from 'react';
import { useLocale } from '../../i18n/navigation';
import { localeInfo, type Country, type UiLanguage } from '../../i18n/locales';
import { SignInFlow } from './sign-in-flow';
import { ClientMessages, type CompiledCatalogue } from '../client-messages';
import { compileCatalogue } from '../../i18n/compile-messages';

type Catalogue = Record<string, unknown>;

// One explicit import per language, so the bundler makes one small chunk each and a visitor loads only theirs,
// and only when they open the sign-in dialog. Content pages never carry these strings in their HTML.
const LOADERS: Record<UiLanguage, () => Promise<[{ default: Catalogue }, { default: Catalogue }]>> = {
  en: () => Promise.all([import('../../messages/en/signIn.json'), import('../../messages/en/errors.json')]),
  hi: () => Promise.all([import('../../messages/hi/signIn.json'), import('../../messages/hi/errors.json')]),
  kn: () => Promise.all([import('../../messages/kn/signIn.json'), import('../../messages/kn/errors.json')]),
  mr: () => Promise.all([import('../../messages/mr/signIn.json'), import('../../messages/mr/errors.json')]),
  te: () => Promise.all([import('../../messages/te/signIn.json'), import('../../messages/te/errors.json')]),
  ta: () => Promise.all([import('../../messages/ta/signIn.json'), import('../../messages/ta/errors.json')]),
  bn: () => Promise.all([import('../../messages/bn/signIn.json'), import('../../messages/bn/errors.json')]),
  gu: () => Promise.all([import('../../messages/gu/signIn.json'), import('../../messages/gu/errors.json')]),
  ar: () => Promise.all([import('../../messages/ar/signIn.json'), import('../../messages/ar/errors.json')]),
};

const loaded = new Map<UiLanguage, Promise<CompiledCatalogue>>();

/** The sign-in and error strings of a language, fetched and compiled once per page view. */
function signInMessages(language: UiLanguage): Promise<CompiledCatalogue> {
  let messages = loaded.get(language);
  if (!messages) {
    messages = LOADERS[language]().then(([signIn, errors]) => compileCatalogue({ signIn: signIn.default, errors: errors.default }));
    loaded.set(language, messages);
  }
  return messages;
}

/**
 * The header's sign-in dialog content: the sign-in flow with the strings it needs, loaded on first open. Pages
 * carry only the shell's precompiled strings, so this chunk brings the sign-in ones and compiles them here: the
 * ICU parser is in this lazily loaded chunk only.
 */
export function HeaderSignIn(props: { defaultCountry: Country; onSignedIn: () => void }) {
  const locale = useLocale();
  const messages = use(signInMessages(localeInfo(locale).language));
  return (
    <ClientMessages messages={messages}>
      <SignInFlow {...props} />
    </ClientMessages>
  );
}
