'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
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

/** A namespace's `t`: `t(key, values)` formats a message (`key` may be a dotted path); `t.has(key)` says whether it exists. */
export interface ClientTranslator<N extends Namespace> {
  (key: KeyOf<N>, values?: FormatValues): string;
  has(key: string): boolean;
}

function lookup(messages: CompiledCatalogue, path: string): CompiledMessage | undefined {
  let node: CompiledMessage | CompiledCatalogue | undefined = messages;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as CompiledCatalogue)[part];
  }
  return node === undefined || (typeof node === 'object' && !Array.isArray(node)) ? undefined : (node as CompiledMessage);
}

/**
 * `t(key, values)` for one namespace of the nearest ClientMessages; a missing message shows its key. Messages take
 * no date arguments (islands format dates with useClientFormatter), so no time zone is needed here.
 */
export function useClientTranslations<N extends Namespace>(namespace: N): ClientTranslator<N> {
  const messages = useContext(MessagesContext);
  const locale = useLocale();
  if (!messages) throw new Error('useClientTranslations must be used inside <ClientMessages>');
  return useMemo(() => {
    const t = (key: string, values?: FormatValues): string => {
      const message = lookup(messages, `${namespace}.${key}`);
      if (message === undefined) return `${namespace}.${key}`;
      return String(format(message, locale, values, { formatters }));
    };
    return Object.assign(t, { has: (key: string) => lookup(messages, `${namespace}.${key}`) !== undefined });
  }, [locale, messages, namespace]);
}
