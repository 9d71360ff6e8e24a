import { createNavigation } from 'next-intl/navigation';
import type { Locale } from './locales';
import { isAppPath } from './localized-href';
import { routing } from './routing';

/**
 * Locale-aware navigation for client components, from the one routing config: `Link` and `useRouter` take
 * locale-free paths and add the page's locale; `usePathname` answers the path without it. App code links with
 * `components/link.tsx` (server) or `components/client-link.tsx` (client), which build on these.
 */
export const { Link: IntlLink, usePathname, useRouter, getPathname } = createNavigation(routing);
export { useLocale } from 'next-intl';

/**
 * An app path (`/toothsi/pricing?x=1#plans`) in a locale (`/uae-ar/toothsi/pricing?x=1#plans`), by next-intl's own
 * getPathname (the routing config's prefixes); other hrefs (another site, `mailto:`, a hash) unchanged.
 */
export function localizedHref(href: string, locale: Locale): string {
  return isAppPath(href) ? getPathname({ href, locale }) : href;
}
