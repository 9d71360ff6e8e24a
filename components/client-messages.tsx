'use client';

import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import format, { type CompiledMessage, type FormatValues } from 'icu-minify/format';
import type { Messages } from '../i18n/messages';
import { useLocale } from '../i18n/navigation';

/** Namespaces of precompiled messages (i18n/compile-messages.ts), as the server hands them to client islands. */
export type CompiledCatalogue = { [key: string]: CompiledMessage | CompiledCatalogue };

const MessagesContext = createContext<CompiledCatalogue | null>(null);

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

/**
 * Gives client islands precompiled messages, formatted in the locale of LocaleProvider (i18n/navigation).
 * Nested providers add namespaces to their parent's. This is what the
 * shell and content pages use instead of NextIntlClientProvider, whose ICU runtime cost every page 12 KB of
 * gzipped JavaScript; pages with many client strings (account, checkout, shop) still use next-intl's provider.
 */
export function ClientMessages({ messages, children }: { messages: CompiledCatalogue; children: ReactNode }) {
  const parent = useContext(MessagesContext);
  const value = useMemo(() => (parent ? { ...parent, ...messages } : messages), [messages, parent]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

type Namespace = Extract<keyof Messages, string>;
type KeyOf<N extends Namespace> = Messages[N] extends Record<string, unknown> ? Extract<keyof Messages[N], string> : string;

/** `t(key, values)` for one namespace of the nearest ClientMessages; a missing message shows its key. */
export function useClientTranslations<N extends Namespace>(namespace: N) {
  const messages = useContext(MessagesContext);
  const locale = useLocale();
  if (!messages) throw new Error('useClientTranslations must be used inside <ClientMessages>');
  return useCallback(
    (key: KeyOf<N>, values?: FormatValues): string => {
      const message = (messages[namespace] as CompiledCatalogue | undefined)?.[key];
      if (message === undefined || (typeof message === 'object' && !Array.isArray(message))) return `${namespace}.${key}`;
      return String(format(message as CompiledMessage, locale, values, { formatters }));
    },
    [locale, messages, namespace],
  );
}
