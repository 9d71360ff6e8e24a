import 'server-only';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { ACCOUNT_MENU_KEYS } from './account/account-menu-keys';

/** Catalogue namespaces every page's shell islands translate (the header, city chip, language switcher, support). */
const SHELL_NAMESPACES = ['common', 'header', 'city', 'language', 'support'] as const;

type Catalogue = Record<string, unknown>;

/**
 * What the shell's islands read, plus the `namespaces` named: whole shell namespaces and, of `account`, only the
 * header menu's few strings unless the page asks for all of it.
 */
export function pickMessages(messages: Catalogue, namespaces: readonly string[] = []): Catalogue {
  const account = (messages.account ?? {}) as Catalogue;
  const picked: Catalogue = { account: Object.fromEntries(ACCOUNT_MENU_KEYS.map((key) => [key, account[key]])) };
  for (const ns of [...SHELL_NAMESPACES, ...namespaces]) if (messages[ns] !== undefined) picked[ns] = messages[ns];
  return picked;
}

/**
 * next-intl's client provider with only the namespaces named (precompiled at build, next.config.ts), so a page's
 * HTML carries the strings its islands use and no others. A nested provider replaces its parent's messages, so the
 * shell's come along. Locale and time zone come from the request config.
 */
export async function IntlProvider({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={pickMessages(await getMessages(), namespaces)}>{children}</NextIntlClientProvider>
  );
}
