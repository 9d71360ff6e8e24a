import 'server-only';
import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { compileOnce } from '../i18n/compile-messages';
import { ClientMessages } from './client-messages';

/**
 * Gives the client islands inside it the catalogue namespaces they translate in the browser, precompiled on the
 * server (i18n/compile-messages.ts), so no page ships an ICU parser. Only the namespaces named reach the HTML.
 */
export async function IslandMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = await getMessages();
  const compiled = compileOnce(messages, namespaces.join(','), () => Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]])));
  return <ClientMessages messages={compiled}>{children}</ClientMessages>;
}
